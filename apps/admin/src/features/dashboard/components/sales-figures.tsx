import { Card, Col, Row, Statistic } from 'antd';
import type { Dashboard } from '@yaocai/domain/contracts/admin';

/** The range's sales, orders, paying buyers and average order; loading while there is no answer yet. */
export function SalesFigures({ dashboard }: { dashboard: Dashboard | undefined }) {
  const figures = [
    { key: 'sales', title: '销售额', value: dashboard?.sales, prefix: '¥' },
    { key: 'orders', title: '订单数', value: dashboard?.orders },
    { key: 'buyers', title: '下单客户', value: dashboard?.paying_buyers },
    { key: 'average', title: '客单价', value: dashboard?.average_order, prefix: '¥' },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map(({ key, title, value, prefix }) => (
        <Col key={key} xs={24} sm={12} xl={6}>
          <Card variant="borderless">
            {/* Yuan stay the wire's decimal text: Statistic only groups the digits. */}
            <Statistic title={title} value={value} prefix={prefix} loading={dashboard === undefined} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
