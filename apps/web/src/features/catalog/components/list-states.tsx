import { Button, Empty, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import type { ListMode } from '../list-url';

export function ListSkeleton({ mode }: { mode: ListMode }) {
  if (mode === 'table') {
    return (
      <div className="yc-list-skeleton-table" aria-busy="true" aria-label="商品加载中">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  return (
    <div className="yc-goods-grid" aria-busy="true" aria-label="商品加载中">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="yc-goods-card">
          <Skeleton.Image active className="yc-goods-card-skeleton-image" />
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ))}
    </div>
  );
}

export function ListEmpty({ clearHref }: { clearHref: string }) {
  return (
    <div className="yc-list-state">
      <Empty
        description={
          <>
            <p>没有找到相关商品</p>
            <Link to={clearHref}>清空筛选条件</Link>
          </>
        }
      />
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="yc-list-state">
      <Result
        status="error"
        title="商品加载失败"
        subTitle={message}
        extra={
          <Button type="primary" onClick={onRetry}>
            重新加载
          </Button>
        }
      />
    </div>
  );
}
