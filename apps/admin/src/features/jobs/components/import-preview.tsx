import { Alert, Button, Flex, Space, Typography } from 'antd';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { useCancelJob } from '../api/cancel-job';
import { useConfirmJob } from '../api/confirm-job';
import { RowErrors } from './row-errors';

interface ImportPreviewProps {
  job: SheetJob;
  /** After the operator cancelled the previewed job (the server has dropped its rows). */
  onCancelled?: () => void;
}

/** What a confirmed import would do: how many goods change, which rows are skipped and why. */
export function ImportPreview({ job, onCancelled }: ImportPreviewProps) {
  const confirm = useConfirmJob();
  const cancel = useCancelJob({ onCancelled });
  const busy = confirm.isPending || cancel.isPending;
  return (
    <Flex vertical gap={16}>
      <Alert
        type={job.total > 0 ? 'success' : 'warning'}
        showIcon
        title={job.total > 0 ? `将导入 ${job.total} 个商品（修改或新增）` : '没有可导入的行'}
        description={`文件：${job.file_name}`}
      />
      {job.failed > 0 && <Alert type="warning" showIcon title={`${job.failed} 行有错误将被跳过`} />}
      {job.ignored_columns.length > 0 && (
        <Typography.Text type="secondary">以下列不会导入：{job.ignored_columns.join('、')}</Typography.Text>
      )}
      <RowErrors job={job} />
      <Space>
        <Button
          type="primary"
          disabled={job.total === 0 || cancel.isPending}
          loading={confirm.isPending}
          onClick={() => confirm.mutate(job.id)}
        >
          确认导入
        </Button>
        <Button disabled={busy} loading={cancel.isPending} onClick={() => cancel.mutate(job.id)}>
          取消
        </Button>
      </Space>
    </Flex>
  );
}
