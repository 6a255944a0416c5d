import { lazy, Suspense, useMemo } from 'react';
import { Card, Col, Empty, Row, Skeleton } from 'antd';
import type { Dashboard } from '@yaocai/domain/contracts/admin';
import { dailySalesOption, hasSales, topGoodsOption } from '../dashboard-charts';

// ECharts is most of the page's weight: it loads on its own while the figures already show.
const EChart = lazy(() =>
  import('../../../components/echart').then((module) => ({ default: module.EChart })),
);

const CHART_HEIGHT = 320;

const area = { height: CHART_HEIGHT, margin: 0, alignContent: 'center' } as const;

const Loading = () => <Skeleton active paragraph={{ rows: 8 }} style={area} />;

/** Instead of empty axes. */
const NoSales = () => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无销售数据" style={area} />;

function DailySales({ daily }: { daily: Dashboard['daily'] }) {
  const option = useMemo(() => dailySalesOption(daily), [daily]);
  if (!hasSales(daily)) return <NoSales />;
  return (
    <Suspense fallback={<Loading />}>
      <EChart option={option} label="每日销售额与订单数" height={CHART_HEIGHT} />
    </Suspense>
  );
}

function TopGoods({ goods }: { goods: Dashboard['top_goods'] }) {
  const option = useMemo(() => topGoodsOption(goods), [goods]);
  if (goods.length === 0) return <NoSales />;
  return (
    <Suspense fallback={<Loading />}>
      <EChart option={option} label="热销商品销售额排行" height={CHART_HEIGHT} />
    </Suspense>
  );
}

/** The range's sales day by day, and its best sellers. */
export function SalesCharts({ dashboard }: { dashboard: Dashboard | undefined }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card variant="borderless" title="销售趋势">
          {dashboard ? <DailySales daily={dashboard.daily} /> : <Loading />}
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card variant="borderless" title="热销商品 TOP10">
          {dashboard ? <TopGoods goods={dashboard.top_goods} /> : <Loading />}
        </Card>
      </Col>
    </Row>
  );
}
