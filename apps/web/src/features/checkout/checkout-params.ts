import { payOrderBody, submitOrderBody, type PayMethod } from '@yaocai/domain/contracts/checkout';
import { orderParams } from '@yaocai/domain/contracts/order';
import { paths } from '../../config/paths';
import { sameSitePath } from '@yaocai/domain/validation/same-site-path';

/** The cart line ids of `?ids=1,2,3`, read with the order contract's own rules; null when unusable. */
export function parseLineIds(value: string | null): number[] | null {
  if (!value) return null;
  const parsed = submitOrderBody.shape.ids.safeParse(value.split(','));
  return parsed.success ? parsed.data : null;
}

/** The order id of a `/:id` route; null when it is not one. */
export function parseOrderId(value: string | undefined): number | null {
  const parsed = orderParams.safeParse({ id: value });
  return parsed.success ? parsed.data.id : null;
}

/** Where the contract page goes once signed: the `redirect` path when it is on this site, else the cart. */
export function contractReturnPath(redirect: string | null): string {
  const path = sameSitePath(redirect);
  if (!path || path.split(/[?#]/)[0] === paths.contract.path) return paths.cart.getHref();
  return path;
}

/** The pay method of `?method=`, read with the payment contract's rules; null when absent or unknown. */
export function parsePayMethod(value: string | null): PayMethod | null {
  const parsed = payOrderBody.shape.method.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The pay page of an order, with the method chosen on the confirmation step when there is one. */
export function payPageHref(orderId: number, method: PayMethod | null): string {
  const href = paths.checkoutPay.getHref(orderId);
  return method === null ? href : `${href}?${new URLSearchParams({ method }).toString()}`;
}
