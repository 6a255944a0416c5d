import { Table, Typography, type TableColumnsType } from 'antd';
import type { AdminOrderDetail } from '@yaocai/domain/contracts/admin';
import { remainingOf } from '../shipping';

type OrderLine = AdminOrderDetail['lines'][number];

const columns: TableColumnsType<OrderLine> = [
  { title: '名称', dataIndex: 'name' },
  { title: '生产厂家', dataIndex: 'sccj' },
  { title: '规格', dataIndex: 'ypgg' },
  { title: '单位', dataIndex: 'bzdw', width: 60 },
  { title: '仓库', dataIndex: 'warehouse', width: 90 },
  { title: '单价（元）', dataIndex: 'price', align: 'right', width: 100 },
  { title: '数量', dataIndex: 'number', align: 'right', width: 70 },
  {
    title: '已发',
    dataIndex: 'shipped',
    align: 'right',
    width: 70,
    render: (shipped: number, line) => (
      <Typography.Text type={remainingOf(line) > 0 ? 'warning' : 'success'}>{shipped}</Typography.Text>
    ),
  },
  {
    title: '取消数量',
    dataIndex: 'cancelled',
    align: 'right',
    width: 70,
    render: (cancelled: number) => (cancelled > 0 ? cancelled : '—'),
  },
  { title: '未发', key: 'owed', align: 'right', width: 70, render: (_value, line) => remainingOf(line) },
  { title: '金额（元）', dataIndex: 'amount', align: 'right', width: 110 },
];

export function OrderLinesTable({ lines }: { lines: OrderLine[] }) {
  return (
    <Table<OrderLine> rowKey="id" size="small" columns={columns} dataSource={lines} pagination={false} />
  );
}
