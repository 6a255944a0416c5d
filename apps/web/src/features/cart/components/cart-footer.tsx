import { Button, Checkbox } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CartLine, CartState } from '@yaocai/domain/contracts/cart';
import { paths } from '../../../config/paths';
import { useCheckoutCart } from '../api/checkout-cart';
import { useDeleteCartLines } from '../api/delete-cart-lines';
import { useCopyTargets } from '../api/get-copy-targets';
import { selectedIds } from '../cart-lines';
import { useSelectionToggle } from '../hooks/use-selection-toggle';
import { CopyLinesModal } from './copy-lines-modal';
import { modal } from '../../../lib/feedback';

function freeShippingText({ total, shipping_data }: CartState) {
  if (total.free_shipping_gap === '0.00') return `已满¥${shipping_data.shipping_amount}，免运费`;
  return `还差¥${total.free_shipping_gap}免运费（满¥${shipping_data.shipping_amount}包邮）`;
}

/** The bar under the lines: select all, batch actions, the totals of the selection and 去结算. */
export function CartFooter({ cart, lines }: { cart: CartState; lines: CartLine[] }) {
  const { toggle, ...tick } = useSelectionToggle(lines);
  const ids = selectedIds(lines);
  const remove = useDeleteCartLines();
  const { data: targets = [] } = useCopyTargets();
  const [copying, setCopying] = useState(false);
  const navigate = useNavigate();
  const checkout = useCheckoutCart({
    onReady: (_summary, checkedOut) => void navigate(paths.checkoutConfirm.getHref(checkedOut)),
  });
  const { total } = cart;

  const confirmDelete = () =>
    modal.confirm({
      title: `确定删除选中的${ids.length}件商品吗?`,
      okText: '删除',
      cancelText: '取消',
      onOk: () => remove.mutateAsync(ids),
    });

  return (
    <div className="yc-cart-footer" role="region" aria-label="结算">
      <div className="yc-cart-footer-actions">
        <Checkbox {...tick} onChange={(event) => toggle(event.target.checked)}>
          全选
        </Checkbox>
        <Button type="link" disabled={ids.length === 0} onClick={confirmDelete}>
          删除选中
        </Button>
        {targets.length > 0 && (
          <Button type="link" disabled={ids.length === 0} onClick={() => setCopying(true)}>
            复制到其他账号
          </Button>
        )}
      </div>
      <div className="yc-cart-footer-totals">
        <span>
          已选 <strong className="yc-cart-count">{total.selected_count}</strong> 种商品
        </span>
        <span>商品金额：¥{total.goods_amount}</span>
        <span>满减：-¥{total.manjian_amount}</span>
        <span>运费：¥{total.freight}</span>
        <span className="yc-cart-shipping-gap">{freeShippingText(cart)}</span>
      </div>
      <div className="yc-cart-footer-pay">
        <span>
          应付：<strong className="yc-cart-payable">¥{total.payable}</strong>
        </span>
        <Button
          type="primary"
          size="large"
          disabled={ids.length === 0}
          loading={checkout.isPending}
          onClick={() => checkout.mutate(ids)}
        >
          去结算
        </Button>
      </div>
      <CopyLinesModal open={copying} lineIds={ids} targets={targets} onClose={() => setCopying(false)} />
    </div>
  );
}
