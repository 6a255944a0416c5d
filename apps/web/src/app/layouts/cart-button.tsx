import { Badge } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { CART_BADGE_MAX } from '@yaocai/domain/constants';
import { paths } from '../../config/paths';

export function CartButton({ count }: { count: number }) {
  return (
    <Link to={paths.cart.getHref()} className="yc-cart-link">
      <Badge count={count} overflowCount={CART_BADGE_MAX} size="small" offset={[-6, 0]}>
        <span className="yc-cart-button">
          <ShoppingCartOutlined aria-hidden /> 我的购物车
        </span>
      </Badge>
    </Link>
  );
}
