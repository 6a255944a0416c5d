import { Button, Progress, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { UploadOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import {
  SHEET_JOB_KIND_LABEL,
  sheetJobKinds,
  sheetJobStates,
  type SheetJob,
  type SheetJobSort,
} from '@yaocai/domain/contracts/admin-jobs';
import { ListToolbar } from '../../../components/list-toolbar';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useCan } from '../../../lib/operator';
import { serverSorted, useTableState } from '../../../lib/table-state';
import { useJobs } from '../api/get-jobs';
import { CancelJobButton } from '../components/cancel-job-button';
import { DownloadButton } from '../components/download-button';
import { JOB_FILTER_KEYS, JobFilters } from '../components/job-filters';
import { JobStateTag } from '../components/job-state-tag';
import { isCancellable, percentDone } from '../sheet-jobs';

function JobProgressCell({ job }: { job: SheetJob }) {
  if (job.state === 'previewed') return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Progress
      aria-label={`任务 ${job.id} 进度`}
      size="small"
      percent={percentDone(job)}
      status={job.state === 'failed' ? 'exception' : undefined}
      format={() => `${job.done}/${job.total}`}
    />
  );
}

const NEWEST_FIRST = { field: 'created_at', order: 'desc' } as const;

/** The columns an operator may hide; the id, the file, the state and the actions always show. */
const HIDEABLE = [
  { key: 'kind', title: '类型' },
  { key: 'progress', title: '进度' },
  { key: 'operator', title: '操作员' },
  { key: 'created_at', title: '创建时间' },
  { key: 'finished_at', title: '完成时间' },
];

const columnsOf = (sortOrderOf: (field: string) => SortOrder): TableColumnsType<SheetJob> => [
  { title: 'ID', dataIndex: 'id', width: 60 },
  {
    title: '类型',
    key: 'kind',
    dataIndex: 'kind',
    width: 90,
    render: (kind: SheetJob['kind']) => SHEET_JOB_KIND_LABEL[kind],
  },
  { title: '文件', dataIndex: 'file_name', ellipsis: true },
  { title: '状态', key: 'state', width: 90, render: (_value, job) => <JobStateTag job={job} /> },
  { title: '进度', key: 'progress', width: 170, render: (_value, job) => <JobProgressCell job={job} /> },
  { title: '操作员', key: 'operator', dataIndex: 'operator', width: 100, ellipsis: true },
  {
    title: '创建时间',
    width: 165,
    render: formatTime,
    ...serverSorted<SheetJob>('created_at' satisfies SheetJobSort, sortOrderOf),
  },
  {
    title: '完成时间',
    width: 165,
    render: formatTime,
    ...serverSorted<SheetJob>('finished_at' satisfies SheetJobSort, sortOrderOf),
  },
  {
    title: '操作',
    key: 'actions',
    width: 140,
    render: (_value, job) => (
      <Space size={0}>
        <Link to={paths.jobDetail.getHref(job.id)} style={{ padding: '0 7px' }}>
          查看
        </Link>
        {job.has_file && <DownloadButton job={job} size="small" />}
        {isCancellable(job) && <CancelJobButton job={job} size="small" />}
      </Space>
    ),
  },
];

/**
 * The imports and exports the operator's role may see, newest first or as sorted, filtered by kind,
 * state and days, followed while any is under way.
 */
export function JobsPage() {
  const navigate = useNavigate();
  const table = useTableState(JOB_FILTER_KEYS, NEWEST_FIRST);
  const { values, update } = table;
  const jobs = useJobs({
    kind: sheetJobKinds.find((known) => known === values.kind),
    state: sheetJobStates.find((known) => known === values.state),
    created_from: values.created_from || undefined,
    created_to: values.created_to || undefined,
    page: table.page,
    page_size: table.pageSize,
    ...(table.sort ? { sort: table.sort.field as SheetJobSort, order: table.sort.order } : {}),
  });
  const mayImport = useCan('goods.write');
  return (
    <Page
      title="导入导出"
      extra={
        mayImport && (
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => void navigate(paths.goodsImport.getHref())}
          >
            导入商品
          </Button>
        )
      }
    >
      <ListToolbar list="jobs" table={table} columns={HIDEABLE}>
        <JobFilters values={values} onChange={update} />
      </ListToolbar>
      {jobs.isError ? (
        <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : (
        <Table<SheetJob>
          rowKey="id"
          size="middle"
          // Below this the file names would have no room left.
          scroll={{ x: 1100 }}
          columns={table.visible(columnsOf(table.sortOrderOf))}
          dataSource={jobs.data?.list}
          loading={jobs.isLoading}
          locale={{ emptyText: '暂无导入导出任务' }}
          {...table.tableProps<SheetJob>(jobs.data?.total)}
        />
      )}
    </Page>
  );
}
