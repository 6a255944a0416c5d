import { Button, Result } from 'antd';
import { isApiError } from '../lib/api-client';

/** What a page shows when its data could not be read: the server's reason and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const reason = isApiError(error) && error.msg ? error.msg : '加载失败，请稍后重试';
  const httpStatus = isApiError(error) ? error.status : 0;
  const status = httpStatus === 403 ? '403' : httpStatus === 404 ? '404' : 'error';
  return (
    <Result
      status={status}
      title={reason}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
