import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LoadFailed } from '../../../components/load-failed';

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="yc-orders-state" aria-busy="true" aria-label={label}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}

export function LoadError(props: { title: string; error: unknown; onRetry: () => void }) {
  return <LoadFailed className="yc-orders-state" {...props} />;
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
