import { ShoppingCartOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useUserBase } from '../../../lib/user-base';

interface BuyActionsProps {
  size?: 'small' | 'middle' | 'large';
}

export const CART_COMING_TEXT = '购物车功能即将上线';
export const FAVOURITE_COMING_TEXT = '收藏功能即将上线';

/**
 * 加入购物车 / 收藏. Visitors are sent to log in; for buyers both wait for the cart and favourites,
 * which arrive with the next issue, so nothing pretends to succeed.
 */
export function BuyActions({ size = 'small' }: BuyActionsProps) {
  const user = useUserBase();
  const location = useLocation();
  const navigate = useNavigate();

  if (user.data === null) {
    const toLogin = () => void navigate(paths.login.getHref(`${location.pathname}${location.search}`));
    return (
      <span className="yc-buy-actions">
        <Button type="primary" size={size} icon={<ShoppingCartOutlined />} onClick={toLogin}>
          加入购物车
        </Button>
        <Button size={size} icon={<StarOutlined />} onClick={toLogin}>
          收藏
        </Button>
      </span>
    );
  }

  const pending = user.data === undefined;
  // Disabled buttons swallow pointer events, so the tooltips hang on a wrapper.
  return (
    <span className="yc-buy-actions">
      <Tooltip title={pending ? undefined : CART_COMING_TEXT}>
        <span className="yc-disabled-action">
          <Button type="primary" size={size} icon={<ShoppingCartOutlined />} disabled>
            加入购物车
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={pending ? undefined : FAVOURITE_COMING_TEXT}>
        <span className="yc-disabled-action">
          <Button size={size} icon={<StarOutlined />} disabled>
            收藏
          </Button>
        </span>
      </Tooltip>
    </span>
  );
}
