import type { ReactNode } from 'react';
import { Alert, Flex, Progress, Space, Typography, type ProgressProps } from 'antd';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { isActive, isCancellable, isEnded, percentDone } from '../sheet-jobs';
import { CancelJobButton } from './cancel-job-button';
import { JobStateTag } from './job-state-tag';
import { RowErrors } from './row-errors';

function progressStatus(job: SheetJob): ProgressProps['status'] {
  if (isActive(job)) return 'active';
  if (job.state === 'succeeded') return 'success';
  return job.state === 'failed' ? 'exception' : 'normal';
}

function Outcome({ job }: { job: SheetJob }) {
  if (!isEnded(job) || !job.message) return null;
  const type = job.state === 'succeeded' ? 'success' : job.state === 'failed' ? 'error' : 'info';
  return <Alert type={type} showIcon title={job.message} />;
}

interface JobProgressProps {
  job: SheetJob;
  /** Shown once the job has ended, e.g. 下载 or 返回商品列表. */
  actions?: ReactNode;
}

/** A confirmed import or an export: done of total, its state, how it ended and the rows it refused. */
export function JobProgress({ job, actions }: JobProgressProps) {
  const isImport = job.kind === 'goods_import';
  return (
    <Flex vertical gap={16}>
      <Space size="middle" wrap>
        <JobStateTag job={job} />
        <Typography.Text>
          {isImport ? '已处理' : '已导出'} {job.done} / {job.total} 行
        </Typography.Text>
        {job.cancel_requested && !isEnded(job) && (
          <Typography.Text type="warning">正在取消，当前批次完成后停止</Typography.Text>
        )}
      </Space>
      <Progress
        aria-label="进度"
        percent={percentDone(job)}
        status={progressStatus(job)}
        format={() => `${job.done}/${job.total}`}
      />
      <Outcome job={job} />
      {isImport && job.failed > 0 && (
        <>
          <Typography.Text strong>未导入的行（{job.failed}）</Typography.Text>
          <RowErrors job={job} />
        </>
      )}
      <Space>
        {isActive(job) && isCancellable(job) && (
          <CancelJobButton job={job} label={isImport ? '取消导入' : '取消导出'} />
        )}
        {isEnded(job) && actions}
      </Space>
    </Flex>
  );
}
