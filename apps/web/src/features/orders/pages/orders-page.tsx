import { Pagination, Spin } from 'antd';
import { RequireSignIn } from '../../../components/require-sign-in';
import { useOrders } from '../api/get-orders';
import { LoadError, LoadingBlock, OrdersEmpty } from '../components/list-states';
import { OrderCard } from '../components/order-card';
import { OrderSearch } from '../components/order-search';
import { OrderTabs } from '../components/order-tabs';
import { useOrderListUrl } from '../hooks/use-order-list-url';
import { ORDER_PAGE_SIZE, toOrderListParams } from '../order-list-url';
import '../orders.css';

function OrdersView() {
  const { list, go } = useOrderListUrl();
  const orders = useOrders(toOrderListParams(list));

  const renderResults = () => {
    if (orders.isPending) return <LoadingBlock label="订单加载中" />;
    if (orders.isError)
      return <LoadError title="订单加载失败" error={orders.error} onRetry={() => void orders.refetch()} />;
    if (orders.data.list.length === 0) return <OrdersEmpty />;
    return (
      <Spin spinning={orders.isPlaceholderData} delay={200}>
        <section className="yc-orders-list" aria-label="订单列表">
          {orders.data.list.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </section>
        <Pagination
          className="yc-orders-pagination"
          current={list.page}
          pageSize={ORDER_PAGE_SIZE}
          total={orders.data.total}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 个订单`}
          onChange={(page) => go({ page })}
        />
      </Spin>
    );
  };

  return (
    <>
      <div className="yc-orders-toolbar">
        <OrderTabs active={list.state} counts={orders.data?.counts} onChange={(state) => go({ state })} />
        <OrderSearch keyword={list.keyword} onSearch={(keyword) => go({ keyword })} />
      </div>
      {renderResults()}
    </>
  );
}

export function OrdersPage() {
  return (
    <div className="yc-container yc-orders">
      <h1 className="yc-orders-title">我的订单</h1>
      <RequireSignIn>
        <OrdersView />
      </RequireSignIn>
    </div>
  );
}
