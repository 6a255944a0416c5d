import { useState } from 'react';
import { Card, Empty, Tabs } from 'antd';
import { Page } from '../../../components/page';
import { useCan } from '../../../lib/operator';
import { BuyerContext } from '../components/buyer-context';
import { ConversationList } from '../components/conversation-list';
import { ConversationPanel } from '../components/conversation-panel';
import { AgentsTable, CannedRepliesEditor } from '../components/desk-settings';
import '../desk.css';

function Desk() {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <div className="desk">
      <Card variant="borderless" className="desk-column">
        <ConversationList selected={selected} onSelect={(conversation) => setSelected(conversation.id)} />
      </Card>
      <Card variant="borderless" className="desk-column desk-main">
        {selected === null ? (
          <Empty style={{ marginTop: 96 }} description="从左侧选择一个会话" />
        ) : (
          <ConversationPanel key={selected} id={selected} />
        )}
      </Card>
      <Card variant="borderless" className="desk-column" title="客户资料">
        {selected === null ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="选择会话后显示客户资料" />
        ) : (
          <BuyerContext key={selected} id={selected} />
        )}
      </Card>
    </div>
  );
}

/** 在线客服: the service desk, live; supervisors keep the canned replies and the agents' caps here too. */
export function DeskPage() {
  const supervises = useCan('chat.supervise');
  return (
    <Page title="在线客服" plain>
      {supervises ? (
        <Tabs
          items={[
            { key: 'desk', label: '会话', children: <Desk /> },
            {
              key: 'replies',
              label: '快捷回复',
              children: (
                <Card variant="borderless">
                  <CannedRepliesEditor />
                </Card>
              ),
            },
            {
              key: 'agents',
              label: '客服与接待上限',
              children: (
                <Card variant="borderless">
                  <AgentsTable />
                </Card>
              ),
            },
          ]}
        />
      ) : (
        <Desk />
      )}
    </Page>
  );
}
