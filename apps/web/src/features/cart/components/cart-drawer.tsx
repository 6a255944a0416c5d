import { CloseOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { CART_DEFAULT_FILTER } from '@yaocai/domain/constants';
import type { CartLine } from '@yaocai/domain/contracts/cart';
import { GoodsImage } from '../../../components/goods-image';
import { paths } from '../../../config/paths';
import { useUserBase } from '../../../lib/user-base';
import { lineImage, lineName, lineUnit } from '../../../lib/cart-line-display';
import { useCartList } from '../api/get-cart-list';
import { DeleteLineButton } from './delete-line-button';
import './cart-drawer.css';

const DRAWER_EMPTY_TEXT = '购物车空空如也';

function DrawerLine({ line }: { line: CartLine }) {
  const name = lineName(line);
  return (
    <li className="yc-drawer-line" aria-label={name}>
      <GoodsImage className="yc-drawer-line-image" src={lineImage(line)} alt={name} />
      <div className="yc-drawer-line-info">
        <div className="yc-drawer-line-name" title={name}>
          {name}
        </div>
        {line.goods && <div className="yc-drawer-line-meta">{line.goods.sccj}</div>}
        {line.goods && <div className="yc-drawer-line-meta">{line.goods.ypgg}</div>}
        <div className="yc-drawer-line-price">
          <span>
            ¥{line.price} × {line.number}
            {lineUnit(line)}
          </span>
          <DeleteLineButton lineId={line.id} name={name} />
        </div>
      </div>
    </li>
  );
}

function DrawerBody() {
  const user = useUserBase();
  const location = useLocation();
  const navigate = useNavigate();
  const cart = useCartList(CART_DEFAULT_FILTER, { enabled: !!user.data });

  if (user.data === null) {
    return (
      <p className="yc-drawer-state">
        <Link to={paths.login.getHref(`${location.pathname}${location.search}`)}>登录</Link>后查看购物车
      </p>
    );
  }
  if (!cart.data) return <Spin className="yc-drawer-state" />;
  const lines = cart.data.data;
  if (lines.length === 0) return <p className="yc-drawer-state">{DRAWER_EMPTY_TEXT}</p>;
  return (
    <>
      <p className="yc-drawer-count">共 {lines.length} 种商品</p>
      <ul className="yc-drawer-lines">
        {lines.map((line) => (
          <DrawerLine key={line.id} line={line} />
        ))}
      </ul>
      <div className="yc-drawer-footer">
        <div className="yc-drawer-total">
          已选应付（含运费）：<strong>¥{cart.data.total.payable}</strong>
        </div>
        <Button type="primary" block onClick={() => void navigate(paths.cart.getHref())}>
          去购物车结算
        </Button>
      </div>
    </>
  );
}

/** The right bar's cart drawer (spec §2 Right-side bar). */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  return (
    <div className="yc-drawer">
      <header className="yc-drawer-head">
        <h2>购物车</h2>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label="收起购物车" onClick={onClose} />
      </header>
      <DrawerBody />
    </div>
  );
}
