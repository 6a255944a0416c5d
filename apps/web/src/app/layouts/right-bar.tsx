import { MessageOutlined, ShoppingCartOutlined, UpOutlined, UserOutlined } from '@ant-design/icons';
import { Badge, Tooltip } from 'antd';
import { Link } from 'react-router';
import { CART_BADGE_MAX } from '@yaocai/domain/constants';
import { paths } from '../../config/paths';
import { useUserBase } from '../../features/accounts/api/get-user-base';

export function RightBar() {
  const { data: user } = useUserBase();
  return (
    <aside className="yc-right-bar" aria-label="侧边栏">
      <Tooltip title="我的账户" placement="left">
        <Link to={paths.user.getHref()} className="yc-right-item" aria-label="我的账户">
          <UserOutlined />
        </Link>
      </Tooltip>
      <Link to={paths.cart.getHref()} className="yc-right-item yc-right-cart">
        <ShoppingCartOutlined />
        <span className="yc-right-cart-label">购物车</span>
        <Badge count={user?.cart ?? 0} overflowCount={CART_BADGE_MAX} size="small" />
      </Link>
      <Tooltip title="我的消息" placement="left">
        <Link to={paths.messages.getHref()} className="yc-right-item" aria-label="我的消息">
          <Badge dot={(user?.message_count ?? 0) > 0}>
            <MessageOutlined className="yc-right-icon" />
          </Badge>
        </Link>
      </Tooltip>
      <div className="yc-right-spacer" />
      <Tooltip title="返回顶部" placement="left">
        <button
          type="button"
          className="yc-right-item"
          aria-label="返回顶部"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <UpOutlined />
        </button>
      </Tooltip>
    </aside>
  );
}
