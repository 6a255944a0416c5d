import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useRebuyOrder } from '../api/rebuy-order';
import { message } from '../../../lib/feedback';

const ADDED_TEXT = '已加入购物车';

/** Puts the order's goods back in the cart, says what was added and offers the way to the cart. */
export function RebuyButton({ orderId }: { orderId: number }) {
  const [added, setAdded] = useState(false);
  const rebuy = useRebuyOrder({
    onAdded: (msg) => {
      void message.success(msg || ADDED_TEXT);
      setAdded(true);
    },
  });
  return (
    <>
      <Button loading={rebuy.isPending} onClick={() => rebuy.mutate(orderId)}>
        再次购买
      </Button>
      {added && (
        <Link className="yc-orders-cart-link" to={paths.cart.getHref()}>
          去购物车结算
        </Link>
      )}
    </>
  );
}
