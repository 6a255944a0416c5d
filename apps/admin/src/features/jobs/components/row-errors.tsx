import { Table, Typography, type TableColumnsType } from 'antd';
import type { SheetJob, SheetRowError } from '@yaocai/domain/contracts/admin-jobs';

const columns: TableColumnsType<SheetRowError> = [
  { title: '行', dataIndex: 'row', width: 80 },
  { title: '列', dataIndex: 'column', width: 180 },
  { title: '原因', dataIndex: 'message' },
];

/** The refused rows of a sheet: the server keeps the first 100 and counts the rest. */
export function RowErrors({ job }: { job: Pick<SheetJob, 'errors' | 'failed'> }) {
  if (job.errors.length === 0) return null;
  return (
    <>
      <Table<SheetRowError>
        rowKey={(error) => `${error.row}-${error.column}-${error.message}`}
        size="small"
        columns={columns}
        dataSource={job.errors}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      />
      {job.failed > job.errors.length && (
        <Typography.Text type="secondary">
          共 {job.failed} 行有错误，仅显示前{job.errors.length}条
        </Typography.Text>
      )}
    </>
  );
}
