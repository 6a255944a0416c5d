import { Descriptions, Divider, Tag } from 'antd';
import type { AdminOrderDetail } from '@yaocai/domain/contracts/admin';
import { formatTime } from '../../../lib/dayjs';

/** What operators cancelled of the order's unshipped pieces (取消未发部分), and whether it was refunded. */
export function OrderCancellations({ order }: { order: AdminOrderDetail }) {
  if (order.cancellations.length === 0) return null;
  const nameOf = new Map(order.lines.map((line) => [line.id, line]));
  return (
    <>
      <Divider titlePlacement="start">取消未发部分</Divider>
      {order.cancellations.map((cancel) => (
        <Descriptions
          key={cancel.id}
          bordered
          size="small"
          column={3}
          style={{ marginBottom: 12 }}
          items={[
            { key: 'at', label: '取消时间', children: formatTime(cancel.created_at) },
            { key: 'amount', label: '退款金额', children: `¥${cancel.amount}` },
            {
              key: 'refund',
              label: '退款状态',
              children: cancel.refunded ? <Tag color="green">已退款</Tag> : <Tag color="orange">退款中</Tag>,
            },
            {
              key: 'lines',
              label: '取消商品',
              span: 2,
              children: cancel.lines
                .map((line) => {
                  const bought = nameOf.get(line.line_id);
                  return `${bought?.name ?? `明细 ${line.line_id}`} ${line.number}${bought?.bzdw ?? ''}`;
                })
                .join('、'),
            },
            { key: 'reason', label: '原因', children: cancel.reason },
          ]}
        />
      ))}
    </>
  );
}
