import { Button, Progress, Space, Table, Typography, type TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { SHEET_JOB_KIND_LABEL, type SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useListParams } from '../../../lib/list-params';
import { useCan } from '../../../lib/operator';
import { useJobs } from '../api/get-jobs';
import { CancelJobButton } from '../components/cancel-job-button';
import { DownloadButton } from '../components/download-button';
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

const columns: TableColumnsType<SheetJob> = [
  { title: 'ID', dataIndex: 'id', width: 60 },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 90,
    render: (kind: SheetJob['kind']) => SHEET_JOB_KIND_LABEL[kind],
  },
  { title: '文件', dataIndex: 'file_name', ellipsis: true },
  { title: '状态', key: 'state', width: 90, render: (_value, job) => <JobStateTag job={job} /> },
  { title: '进度', key: 'progress', width: 170, render: (_value, job) => <JobProgressCell job={job} /> },
  { title: '操作员', dataIndex: 'operator', width: 100, ellipsis: true },
  { title: '创建时间', dataIndex: 'created_at', width: 165, render: formatTime },
  { title: '完成时间', dataIndex: 'finished_at', width: 165, render: formatTime },
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

/** The imports and exports the operator's role may see, newest first, followed while any is under way. */
export function JobsPage() {
  const navigate = useNavigate();
  const { page, update } = useListParams([]);
  const jobs = useJobs({ page });
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
      {jobs.isError ? (
        <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : (
        <Table<SheetJob>
          rowKey="id"
          size="middle"
          // Below this the file names would have no room left.
          scroll={{ x: 1100 }}
          columns={columns}
          dataSource={jobs.data?.list}
          loading={jobs.isLoading}
          locale={{ emptyText: '暂无导入导出任务' }}
          pagination={{
            current: page,
            pageSize: jobs.data?.page_size ?? 20,
            total: jobs.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (next) => update({ page: next }),
          }}
        />
      )}
    </Page>
  );
}
