import { Button, Skeleton, Steps, type StepsProps } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { useJob } from '../api/get-job';
import { JobView } from '../components/job-view';
import { SheetUpload } from '../components/sheet-upload';

const steps = [{ title: '上传文件' }, { title: '预览' }, { title: '导入' }];

function stepStatus(job: SheetJob): StepsProps['status'] {
  if (job.state === 'succeeded') return 'finish';
  return job.state === 'failed' ? 'error' : 'process';
}

function ImportOf({ id, onRestart }: { id: number; onRestart: () => void }) {
  const navigate = useNavigate();
  const job = useJob(id);
  if (job.isError) return <LoadError error={job.error} onRetry={() => void job.refetch()} />;
  if (!job.data) return <Skeleton active />;
  return (
    <>
      <Steps
        current={job.data.state === 'previewed' ? 1 : 2}
        status={stepStatus(job.data)}
        items={steps}
        style={{ marginBottom: 24 }}
      />
      <JobView
        job={job.data}
        onCancelled={onRestart}
        actions={
          <>
            <Button type="primary" onClick={() => void navigate(paths.goods.getHref())}>
              返回商品列表
            </Button>
            <Button onClick={onRestart}>继续导入</Button>
          </>
        }
      />
    </>
  );
}

/**
 * Importing goods from Excel, after Medusa's import: upload → preview → confirm → progress. The job's id
 * is in the URL (`?job=`), so a reload comes back to the same preview or progress.
 */
export function GoodsImportPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const id = Number(searchParams.get('job'));
  const follow = (job: SheetJob) => setSearchParams({ job: String(job.id) });
  const restart = () => setSearchParams({});
  return (
    <Page
      title="导入商品"
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.goods.getHref())}>
          返回列表
        </Button>
      }
    >
      {id > 0 ? (
        <ImportOf key={id} id={id} onRestart={restart} />
      ) : (
        <>
          <Steps current={0} items={steps} style={{ marginBottom: 24 }} />
          <SheetUpload onPreviewed={follow} />
        </>
      )}
    </Page>
  );
}
