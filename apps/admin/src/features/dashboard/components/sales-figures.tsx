import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { Dashboard } from '@yaocai/domain/contracts/admin';
import { fenToYuan } from '@yaocai/domain/money';

/**
 * The period's sales (net of its refunds, with what was paid and refunded beneath), orders, paying
 * buyers and average order; loading while there is no answer yet.
 */
export function SalesFigures({ dashboard }: { dashboard: Dashboard | undefined }) {
  const figures = [
    {
      key: 'sales',
      title: '销售额',
      value: dashboard?.sales,
      prefix: '¥',
      note: dashboard
        ? `已支付 ¥${fenToYuan(dashboard.paid_fen)}，退款 ¥${fenToYuan(dashboard.refunded_fen)}`
        : undefined,
    },
    { key: 'orders', title: '订单数', value: dashboard?.orders },
    { key: 'buyers', title: '下单客户', value: dashboard?.paying_buyers },
    { key: 'average', title: '客单价', value: dashboard?.average_order, prefix: '¥' },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map(({ key, title, value, prefix, note }) => (
        <Col key={key} xs={24} sm={12} xl={6}>
          <Card variant="borderless" style={{ height: '100%' }}>
            {/* Yuan stay the wire's decimal text: Statistic only groups the digits. */}
            <Statistic title={title} value={value} prefix={prefix} loading={dashboard === undefined} />
            {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
