import { Button, Result } from 'antd';
import { isApiError } from '../lib/api-client';

interface LoadFailedProps {
  /** What could not be loaded, e.g. 收藏加载失败. */
  title: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}

/** A block whose data could not be loaded: why, as the server said it, and a way to try again. */
export function LoadFailed({ title, error, onRetry, className }: LoadFailedProps) {
  return (
    <Result
      className={className}
      status="error"
      title={title}
      subTitle={(isApiError(error) && error.msg) || '请稍后再试'}
      extra={
        <Button type="primary" onClick={onRetry}>
          重新加载
        </Button>
      }
    />
  );
}
