import type { ReactNode } from 'react';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { DownloadButton } from './download-button';
import { ImportPreview } from './import-preview';
import { JobProgress } from './job-progress';

interface JobViewProps {
  job: SheetJob;
  /** After the operator cancelled a previewed import. */
  onCancelled?: () => void;
  /** More actions once the job has ended (beside 下载 when it made a file). */
  actions?: ReactNode;
}

/** A job as far as it has got: an import's preview to confirm, else its progress and outcome. */
export function JobView({ job, onCancelled, actions }: JobViewProps) {
  if (job.kind === 'goods_import' && job.state === 'previewed')
    return <ImportPreview job={job} onCancelled={onCancelled} />;
  return (
    <JobProgress
      job={job}
      actions={
        <>
          {job.has_file && <DownloadButton job={job} />}
          {actions}
        </>
      }
    />
  );
}
