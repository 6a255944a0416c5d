import { Flex, Spin } from 'antd';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { useListParams } from '../../../lib/list-params';
import { useDashboard } from '../api/get-dashboard';
import { PeriodPicker } from '../components/period-picker';
import { SalesCharts } from '../components/sales-charts';
import { SalesFigures } from '../components/sales-figures';
import { ToDoCards } from '../components/to-do-cards';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function DashboardPage() {
  const { values, update } = useListParams(['from', 'to']);
  const chosen = DAY.test(values.from) && DAY.test(values.to) ? { from: values.from, to: values.to } : null;
  const dashboard = useDashboard(chosen);
  const periodPicker = (
    <PeriodPicker
      from={chosen?.from ?? dashboard.data?.from}
      to={chosen?.to ?? dashboard.data?.to}
      onChange={(period) => update(period)}
    />
  );
  if (dashboard.isError) {
    return (
      <Page title="经营概况" extra={periodPicker}>
        <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </Page>
    );
  }
  return (
    <Page title="经营概况" extra={periodPicker} plain>
      {/* The previous period's figures stay, dimmed, until the chosen period's arrive. */}
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
