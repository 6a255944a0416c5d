import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { apiPaths } from '../../../config/paths';

/** A link to the job's sheet: the server sends it as an attachment, so the page stays. */
export function DownloadButton({ job, size }: { job: Pick<SheetJob, 'id'>; size?: 'small' }) {
  return (
    <Button
      type={size ? 'link' : 'primary'}
      size={size}
      icon={<DownloadOutlined />}
      href={apiPaths.jobs.file(job.id)}
      download
    >
      下载
    </Button>
  );
}
