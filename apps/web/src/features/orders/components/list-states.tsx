import { Button, Empty, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="yc-orders-state" aria-busy="true" aria-label={label}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}

export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Result
      className="yc-orders-state"
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

export function OrdersEmpty() {
  return (
    <div className="yc-orders-state">
      <Empty
        description={
          <>
            <p>暂无订单</p>
            <Link className="yc-orders-go-shopping" to={paths.home.getHref()}>
              去逛逛
            </Link>
          </>
        }
      />
    </div>
  );
}
