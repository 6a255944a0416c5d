import { Flex, Segmented, Spin } from 'antd';
import { DASHBOARD_RANGE_LABEL, dashboardRanges, type DashboardRange } from '@yaocai/domain/contracts/admin';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { useListParams } from '../../../lib/list-params';
import { useDashboard } from '../api/get-dashboard';
import { SalesCharts } from '../components/sales-charts';
import { SalesFigures } from '../components/sales-figures';
import { ToDoCards } from '../components/to-do-cards';

const DEFAULT_RANGE: DashboardRange = '7d';

const rangeOptions = dashboardRanges.map((range) => ({ value: range, label: DASHBOARD_RANGE_LABEL[range] }));

export function DashboardPage() {
  const { values, update } = useListParams(['range']);
  const range = dashboardRanges.find((one) => one === values.range) ?? DEFAULT_RANGE;
  const dashboard = useDashboard(range);
  const rangePicker = (
    <Segmented<DashboardRange>
      options={rangeOptions}
      value={range}
      onChange={(next) => update({ range: next === DEFAULT_RANGE ? '' : next })}
    />
  );
  if (dashboard.isError) {
    return (
      <Page title="经营概况" extra={rangePicker}>
        <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </Page>
    );
  }
  return (
    <Page title="经营概况" extra={rangePicker} plain>
      {/* The previous range's figures stay, dimmed, until the chosen range's arrive. */}
      <Spin spinning={dashboard.isPlaceholderData}>
        <Flex vertical gap={16}>
          <SalesFigures dashboard={dashboard.data} />
          <ToDoCards dashboard={dashboard.data} />
          <SalesCharts dashboard={dashboard.data} />
        </Flex>
      </Spin>
    </Page>
  );
}
