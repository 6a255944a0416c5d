import { goods, manufacturers } from './catalog.tables.ts';

/** What every sale of a goods needs of it: naming, packing, price rules, tags; read with its manufacturer. */
export const saleColumns = {
  id: goods.id,
  name: goods.name,
  manufacturer: manufacturers.name,
  spec: goods.spec,
  packUnit: goods.packUnit,
  packMultiple: goods.packMultiple,
  basePriceFen: goods.basePriceFen,
  ladderPrice: goods.ladderPrice,
  ladderPriceType: goods.ladderPriceType,
  isFreeShipping: goods.isFreeShipping,
  freeShippingNumber: goods.freeShippingNumber,
  isPreferred: goods.isPreferred,
  type: goods.type,
  tags: goods.tags,
  images: goods.images,
  businessScope: goods.businessScope,
  containsEphedrine: goods.containsEphedrine,
  monthlyLimit: goods.monthlyLimit,
};

type Columns<T> = {
  [K in keyof T]: T[K] extends { _: { data: infer D; notNull: infer N } }
    ? N extends true
      ? D
      : D | null
    : never;
};

/** A goods as a cart line or an order line sees it. */
export const lineGoodsColumns = {
  ...saleColumns,
  onSale: goods.onSale,
  isSpecialControl: goods.isSpecialControl,
};
export type LineGoods = Columns<typeof lineGoodsColumns>;
