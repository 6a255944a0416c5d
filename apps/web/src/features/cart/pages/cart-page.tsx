import { Button, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CART_DEFAULT_FILTER } from '@yaocai/domain/constants';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { RequireSignIn } from '../../../components/require-sign-in';
import { useCartState } from '../../../lib/cart-state';
import { useCartList } from '../api/get-cart-list';
import { groupByArea, selectedIds } from '../cart-lines';
import { CartEmpty } from '../components/cart-empty';
import { CartFilterTabs } from '../components/cart-filter-tabs';
import { CartFooter } from '../components/cart-footer';
import { CartGroup } from '../components/cart-group';
import { CartHead } from '../components/cart-head';
import { CartHints } from '../components/cart-hints';
import { TradeUpZone } from '../components/trade-up-zone';
import '../cart.css';

const filterFrom = (value: string | null) => {
  const filter = Number(value);
  return Number.isSafeInteger(filter) && filter > 0 ? filter : CART_DEFAULT_FILTER;
};

function CartView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFrom(searchParams.get('filter'));
  const cart = useCartList(filter, { reloadOnMount: true });
  const markFresh = useCartState((state) => state.markFresh);
  const chooseFilter = (next: number) =>
    setSearchParams(next === CART_DEFAULT_FILTER ? {} : { filter: String(next) }, { replace: true });

  useEffect(markFresh, [markFresh]);

  const vanished = cart.data !== undefined && !cart.data.filter_data.some((entry) => entry.id === filter);
  useEffect(() => {
    if (vanished) setSearchParams({}, { replace: true });
  }, [vanished, setSearchParams]);

  if (cart.isPending) {
    return (
      <div className="yc-cart-loading" aria-busy="true" aria-label="购物车加载中">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (cart.isError) {
    return (
      <Result
        status="error"
        title="购物车加载失败"
        extra={
          <Button type="primary" onClick={() => void cart.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (cart.data.data.length === 0 && filter === CART_DEFAULT_FILTER) return <CartEmpty />;

  const lines = cart.data.data;
  return (
    <>
      <CartFilterTabs filters={cart.data.filter_data} active={filter} onChange={chooseFilter} />
      <CartHead />
      {groupByArea(lines).map((group) => (
        <CartGroup key={`${group.area}-${group.lines[0]!.id}`} group={group} />
      ))}
      <CartHints selectedIds={selectedIds(lines)} />
      <TradeUpZone />
      <CartFooter cart={cart.data} lines={lines} />
    </>
  );
}

export function CartPage() {
  return (
    <div className="yc-container yc-cart">
      <CheckoutSteps step={1} />
      <RequireSignIn>
        <CartView />
      </RequireSignIn>
    </div>
  );
}
