import type { CartLine } from '@yaocai/domain/contracts/cart';

/** How a cart line is named and pictured wherever it is shown (the cart, its drawer, order confirmation). */
export const lineName = (line: CartLine) => line.goods?.name ?? line.combination?.name ?? '商品';

export const lineImage = (line: CartLine): string | undefined =>
  line.goods?.goods_image[0] ?? line.combination?.items[0]?.goods_image[0];

export const lineUnit = (line: CartLine) => line.goods?.bzdw ?? '套';
