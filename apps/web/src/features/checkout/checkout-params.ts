import { orderParams, submitOrderBody } from '@yaocai/domain/contracts/order';
import { paths } from '../../config/paths';
import { sameSitePath } from '../../lib/same-site-path';

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
