import { Link } from 'react-router';
import {
  CustomerServiceOutlined,
  FireOutlined,
  GiftOutlined,
  QuestionCircleOutlined,
  ShoppingOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { paths } from '../../../config/paths';
import { useUserBase } from '../../../lib/user-base';

const SHORTCUTS = [
  { label: '限时秒杀', to: paths.flashSale.getHref(), icon: <ThunderboltOutlined aria-hidden /> },
  { label: '领券中心', to: paths.coupons.getHref(), icon: <GiftOutlined aria-hidden /> },
  { label: '新人专区', to: paths.newcomer.getHref(), icon: <FireOutlined aria-hidden /> },
  { label: '我的订单', to: paths.orders.getHref(), icon: <ShoppingOutlined aria-hidden /> },
  { label: '帮助中心', to: paths.help.getHref(), icon: <QuestionCircleOutlined aria-hidden /> },
  { label: '会员中心', to: paths.user.getHref(), icon: <CustomerServiceOutlined aria-hidden /> },
];

/** The panel beside the banner: who is shopping and the quick entrances. */
export function HomeAside() {
  const { data: user } = useUserBase();
  return (
    <aside className="yc-home-aside" aria-label="快捷入口">
      <div className="yc-home-welcome">
        {user ? (
          <>
            <strong>{user.company || user.name}</strong>
            <span>{user.is_passed ? '资质已审核，尽享会员价' : '资质审核中，审核后可见价格'}</span>
          </>
        ) : (
          <>
            <strong>您好，欢迎来到药采网</strong>
            <span className="yc-home-welcome-actions">
              <Link to={paths.login.getHref()} className="yc-home-login">
                登录
              </Link>
              <Link to={paths.register.getHref()} className="yc-home-register">
                注册
              </Link>
            </span>
          </>
        )}
      </div>
      <div className="yc-home-shortcuts">
        {SHORTCUTS.map((item) => (
          <Link key={item.label} to={item.to}>
            {item.icon}
            <span>{item.label}</span>
          </Link>
        ))}
      </div>
    </aside>
  );
}
