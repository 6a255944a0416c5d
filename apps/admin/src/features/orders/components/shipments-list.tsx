import { Card, Empty, Flex, Table, Typography } from 'antd';
import type { AdminOrderDetail } from '@yaocai/domain/contracts/admin';
import { formatTime } from '../../../lib/dayjs';

type Shipment = AdminOrderDetail['shipments'][number];
type ShipmentLine = Shipment['lines'][number];

/** Each shipment with its carrier and tracking number, and the batch of every line it sent. */
export function ShipmentsList({ order }: { order: AdminOrderDetail }) {
  if (order.shipments.length === 0) return <Empty description="暂无发货记录" />;
  const nameOf = new Map(order.lines.map((line) => [line.id, `${line.name} ${line.ypgg}`]));
  return (
    <Flex vertical gap={12}>
      {order.shipments.map((shipment, index) => (
        <Card
          key={shipment.id}
          size="small"
          type="inner"
          title={`第 ${index + 1} 次发货 · ${shipment.carrier} · 运单号 ${shipment.tracking_no}`}
          extra={<Typography.Text type="secondary">{formatTime(shipment.shipped_at)}</Typography.Text>}
        >
          <Table<ShipmentLine>
            rowKey={(line) => `${line.line_id}:${line.batch_no}`}
            size="small"
            pagination={false}
            dataSource={shipment.lines}
            columns={[
              { title: '商品', dataIndex: 'line_id', render: (id: number) => nameOf.get(id) ?? `明细 ${id}` },
              { title: '数量', dataIndex: 'number', align: 'right', width: 80 },
              { title: '批号', dataIndex: 'batch_no', width: 140 },
              { title: '生产日期', dataIndex: 'produced_on', width: 120 },
              { title: '有效期至', dataIndex: 'expires_on', width: 120 },
            ]}
          />
        </Card>
      ))}
    </Flex>
  );
}
