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
};

type Columns<T> = { [K in keyof T]: T[K] extends { _: { data: infer D } } ? D : never };

/** A goods as a cart line or an order line sees it. */
export const lineGoodsColumns = {
  ...saleColumns,
  onSale: goods.onSale,
  isSpecialControl: goods.isSpecialControl,
};
export type LineGoods = Columns<typeof lineGoodsColumns>;
