import { Tabs } from 'antd';
import { Page } from '../../../components/page';
import { useListParams } from '../../../lib/list-params';
import { FeedbackTable } from '../components/feedback-table';
import { RequestsTable } from '../components/requests-table';

const TABS = [
  { key: 'pending', label: '待回复求购' },
  { key: 'answered', label: '已回复求购' },
  { key: 'feedback', label: '意见反馈' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** 求购与反馈: buyers' requests for goods, answered here, and what they wrote to the shop. */
export function BuyerRequestsPage() {
  const { values, update } = useListParams(['tab', 'status', 'type']);
  const tab: TabKey = TABS.find((entry) => entry.key === values.tab)?.key ?? 'pending';
  return (
    <Page title="求购与反馈">
      <Tabs
        activeKey={tab}
        items={[...TABS]}
        // The tables' columns differ: another tab starts with all of them, in the default order.
        onChange={(key) =>
          update({ tab: key === 'pending' ? '' : key, status: '', type: '', hide: '', sort: '', order: '' })
        }
      />
      {tab === 'feedback' ? <FeedbackTable /> : <RequestsTable key={tab} status={tab} />}
    </Page>
  );
}
