/** Column titles over the lines. */
export function CartHead() {
  return (
    <div className="yc-cart-row yc-cart-head" aria-hidden>
      <span />
      <span>商品信息</span>
      <span>单价</span>
      <span>数量</span>
      <span>小计</span>
      <span>操作</span>
    </div>
  );
}
