import { Descriptions } from 'antd';
import { SHEET_JOB_KIND_LABEL, type SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { formatTime } from '../../../lib/dayjs';
import { JobStateTag } from './job-state-tag';

export function JobSummary({ job }: { job: SheetJob }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={3}
      items={[
        { key: 'kind', label: '类型', children: SHEET_JOB_KIND_LABEL[job.kind] },
        { key: 'file', label: '文件', children: job.file_name },
        { key: 'state', label: '状态', children: <JobStateTag job={job} /> },
        { key: 'operator', label: '操作员', children: job.operator },
        { key: 'created', label: '创建时间', children: formatTime(job.created_at) },
        { key: 'finished', label: '完成时间', children: formatTime(job.finished_at) },
      ]}
    />
  );
}
