import { Button, Divider, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/operator';
import { useJob } from '../api/get-job';
import { JobSummary } from '../components/job-summary';
import { JobView } from '../components/job-view';

export function JobDetailPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const job = useJob(id);
  const mayReadGoods = useCan('goods.read');
  const mayReadAudit = useCan('audit.read');
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.jobs.getHref())}>
      返回列表
    </Button>
  );
  if (job.isError) {
    return (
      <Page title="任务详情" extra={back}>
        <LoadError error={job.error} onRetry={() => void job.refetch()} />
      </Page>
    );
  }
  if (!job.data) {
    return (
      <Page title="任务详情" extra={back}>
        <Skeleton active />
      </Page>
    );
  }
  const data = job.data;
  return (
    <Page title="任务详情" extra={back}>
      <JobSummary job={data} />
      <Divider />
      <JobView
        job={data}
        actions={
          data.kind === 'goods_import' && (
            <>
              {mayReadAudit && data.done > 0 && (
                <Link to={paths.audit.getHref({ job_id: data.id })}>查看本任务修改的商品记录</Link>
              )}
              {mayReadGoods && (
                <Button onClick={() => void navigate(paths.goods.getHref())}>返回商品列表</Button>
              )}
            </>
          )
        }
      />
    </Page>
  );
}
