import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { GoodsCard } from '@yaocai/domain/contracts/catalog';
import { FavouriteButton } from '../../../components/favourite-button';
import { paths } from '../../../config/paths';
import { useAddToCart } from '../../../lib/add-to-cart';
import { usePreviewMode } from '../../../lib/preview-mode';
import { useUserBase } from '../../../lib/user-base';

interface BuyActionsProps {
  goods: Pick<GoodsCard, 'id' | 'is_buy' | 'price_tip' | 'number' | 'zbz'>;
  /** What the stepper beside the buttons shows. */
  quantity: number;
  /** Warehouse chosen on the detail page; the server picks one otherwise. */
  warehouseId?: number;
  size?: 'small' | 'middle' | 'large';
}

const NOT_BUYABLE_TEXT = '暂不可购买';
const PREVIEW_TEXT = '预览中不能购买';
const SOLD_OUT_TEXT = '暂时缺货';

/** 加入购物车 off, with why on hover: disabled buttons swallow pointer events, so the tooltip hangs on a wrapper. */
function AddToCartOff({ reason, size }: { reason: string | undefined; size: BuyActionsProps['size'] }) {
  return (
    <Tooltip title={reason}>
      <span className="yc-disabled-action">
        <Button type="primary" size={size} icon={<ShoppingCartOutlined />} disabled>
          加入购物车
        </Button>
      </span>
    </Tooltip>
  );
}

/** 加入购物车 / 收藏. Visitors are sent to log in; in an operator's preview both are off. */
export function BuyActions({ goods, quantity, warehouseId, size = 'small' }: BuyActionsProps) {
  const user = useUserBase();
  const location = useLocation();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const previewing = usePreviewMode();

  if (previewing) {
    return (
      <span className="yc-buy-actions">
        <AddToCartOff reason={PREVIEW_TEXT} size={size} />
      </span>
    );
  }

  if (user.data === null) {
    const toLogin = () => void navigate(paths.login.getHref(`${location.pathname}${location.search}`));
    return (
      <span className="yc-buy-actions">
        <Button type="primary" size={size} icon={<ShoppingCartOutlined />} onClick={toLogin}>
          加入购物车
        </Button>
        <FavouriteButton goodsId={goods.id} size={size} />
      </span>
    );
  }

  const pending = user.data === undefined;
  const soldOut = goods.number < goods.zbz;
  const buyable = user.data?.is_passed === 1 && goods.is_buy && !soldOut;
  const reason = goods.price_tip ?? (soldOut ? SOLD_OUT_TEXT : NOT_BUYABLE_TEXT);
  const add = () => addToCart.mutate({ goods_id: goods.id, number: quantity, ck_id: warehouseId });
  return (
    <span className="yc-buy-actions">
      {buyable ? (
        <Button
          type="primary"
          size={size}
          icon={<ShoppingCartOutlined />}
          loading={addToCart.isPending}
          onClick={add}
        >
          加入购物车
        </Button>
      ) : (
        <AddToCartOff reason={pending ? undefined : reason} size={size} />
      )}
      <FavouriteButton goodsId={goods.id} size={size} />
    </span>
  );
}
