import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The goods a scanned code names; an unknown code is the page's state, not an alert. */
export const findScannedGoods = (code: string) =>
  api.get<{ goods_id: number }>(apiPaths.goods.barcode(code), { silent: true });
