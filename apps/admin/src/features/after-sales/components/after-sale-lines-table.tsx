import { Table, type TableColumnsType } from 'antd';
import type { AdminAfterSale } from '@yaocai/domain/contracts/after-sales';

type Line = AdminAfterSale['lines'][number];

const columns: TableColumnsType<Line> = [
  { title: '名称', dataIndex: 'name' },
  { title: '规格', dataIndex: 'ypgg' },
  { title: '单位', dataIndex: 'bzdw', width: 60 },
  { title: '售后数量', dataIndex: 'number', align: 'right', width: 90 },
  { title: '退款金额（元）', dataIndex: 'amount', align: 'right', width: 130 },
];

/** The order lines the request claims, each with what goes back for it. */
export function AfterSaleLinesTable({ lines }: { lines: Line[] }) {
  return (
    <Table<Line> rowKey="line_id" size="small" columns={columns} dataSource={lines} pagination={false} />
  );
}
