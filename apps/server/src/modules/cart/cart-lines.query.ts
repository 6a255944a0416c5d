import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { goods, goodsStock, manufacturers, warehouses } from '../catalog/catalog.tables.ts';
import {
  combinationItems,
  combinations,
  flashSaleBuyers,
  flashSales,
  giftRules,
} from '../promotions/promotions.tables.ts';
import { cartLines } from './cart.tables.ts';

const giftGoods = alias(goods, 'gift_goods');

const goodsColumns = {
  id: goods.id,
  name: goods.name,
  sccj: manufacturers.name,
  ypgg: goods.ypgg,
  bzdw: goods.bzdw,
  zbz: goods.zbz,
  basePriceFen: goods.basePriceFen,
  ladderPrice: goods.ladderPrice,
  ladderPriceType: goods.ladderPriceType,
  isFreeShipping: goods.isFreeShipping,
  freeShippingNumber: goods.freeShippingNumber,
  isYoux: goods.isYoux,
  type: goods.type,
  tags: goods.tags,
  images: goods.images,
  businessScope: goods.businessScope,
  onSale: goods.onSale,
  isSpecialControl: goods.isSpecialControl,
};

// Flat columns: Drizzle's nesting of left-joined parts costs more than the query on a large cart.
const lineColumns = {
  id: cartLines.id,
  type: cartLines.type,
  number: cartLines.number,
  isSelected: cartLines.isSelected,
  warehouseId: cartLines.warehouseId,
  area: warehouses.name,
  goodsId: cartLines.goodsId,
  combinationId: cartLines.combinationId,
  flashSaleId: flashSales.id,
  flashPriceFen: flashSales.priceFen,
  flashLimitPerBuyer: flashSales.limitPerBuyer,
  flashTotalUnits: flashSales.totalUnits,
  flashSoldUnits: flashSales.soldUnits,
  flashStartsAt: flashSales.startsAt,
  flashEndsAt: flashSales.endsAt,
  flashBoughtUnits: flashSaleBuyers.units,
  packName: combinations.name,
  packPriceFen: combinations.priceFen,
  packOnSale: combinations.onSale,
  packStartsAt: combinations.startsAt,
  packEndsAt: combinations.endsAt,
};

function linesQuery(db: Executor) {
  return db
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(warehouses, eq(warehouses.id, cartLines.warehouseId))
    .leftJoin(flashSales, eq(flashSales.id, cartLines.flashSaleId))
    .leftJoin(
      flashSaleBuyers,
      and(
        eq(flashSaleBuyers.flashSaleId, cartLines.flashSaleId),
        eq(flashSaleBuyers.userId, cartLines.userId),
      ),
    )
    .leftJoin(combinations, eq(combinations.id, cartLines.combinationId));
}

type Columns<T> = { [K in keyof T]: T[K] extends { _: { data: infer D } } ? D : never };

export type LoadedGoods = Columns<typeof goodsColumns>;

export interface GiftFacts {
  every: number;
  giftNumber: number;
  giftGoodsId: number | null;
  giftName: string | null;
  giftBzdw: string | null;
}

/** What a cart line needs of its goods: the goods, its gift rule, its stock per warehouse. */
export interface GoodsFact {
  goods: LoadedGoods;
  gift: GiftFacts | null;
  stocks: Map<number, number>;
}

/** Goods facts by id; a goods that no longer exists is left out. */
export type GoodsLookup = (db: Executor, ids: number[]) => Promise<Map<number, GoodsFact>>;

/** A line as loaded, each joined part null when the line has none. */
export interface LoadedLine {
  id: number;
  type: number;
  number: number;
  isSelected: boolean;
  warehouseId: number;
  area: string;
  combinationId: number | null;
  goods: LoadedGoods | null;
  stock: number;
  flashSale: {
    id: number;
    priceFen: number;
    limitPerBuyer: number;
    totalUnits: number;
    soldUnits: number;
    startsAt: Date;
    endsAt: Date;
    /** Units of this sale the buyer has already ordered. */
    boughtUnits: number;
  } | null;
  combination: {
    id: number;
    name: string;
    priceFen: number;
    onSale: boolean;
    startsAt: Date | null;
    endsAt: Date | null;
  } | null;
  gift: GiftFacts | null;
}

/** Goods facts read now from the database. */
export const freshGoods: GoodsLookup = async (db, ids) => {
  const facts = new Map<number, GoodsFact>();
  if (ids.length === 0) return facts;
  const statement = prepared(db, 'cart_goods_facts', (db, name) =>
    db
      .select({
        goods: goodsColumns,
        gift: {
          every: giftRules.every,
          giftNumber: giftRules.giftNumber,
          giftGoodsId: giftRules.giftGoodsId,
          giftName: giftGoods.name,
          giftBzdw: giftGoods.bzdw,
        },
        stocks: sql<
          [number, number][]
        >`coalesce((select json_agg(json_build_array(s.warehouse_id, s.stock)) from ${goodsStock} s where s.goods_id = ${goods.id}), '[]'::json)`,
      })
      .from(goods)
      .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
      .leftJoin(giftRules, eq(giftRules.goodsId, goods.id))
      .leftJoin(giftGoods, eq(giftGoods.id, giftRules.giftGoodsId))
      .where(sql`${goods.id} = any(${sql.placeholder('ids')}::integer[])`)
      .prepare(name),
  );
  for (const row of await statement.execute({ ids })) {
    facts.set(row.goods.id, {
      goods: row.goods,
      gift: row.gift.every === null ? null : (row.gift as GiftFacts),
      stocks: new Map(row.stocks),
    });
  }
  return facts;
};

type Row = Awaited<ReturnType<ReturnType<typeof linesQuery>['execute']>>[number];

async function assemble(db: Executor, rows: Row[], lookup: GoodsLookup): Promise<LoadedLine[]> {
  const goodsIds = [...new Set(rows.flatMap((row) => (row.goodsId === null ? [] : [row.goodsId])))];
  const facts = await lookup(db, goodsIds);
  return rows.map((row) => {
    const fact = row.goodsId === null ? undefined : facts.get(row.goodsId);
    return {
      id: row.id,
      type: row.type,
      number: row.number,
      isSelected: row.isSelected,
      warehouseId: row.warehouseId,
      area: row.area,
      combinationId: row.combinationId,
      goods: fact?.goods ?? null,
      gift: fact?.gift ?? null,
      stock: fact?.stocks.get(row.warehouseId) ?? 0,
      flashSale:
        row.flashSaleId === null
          ? null
          : {
              id: row.flashSaleId,
              priceFen: row.flashPriceFen!,
              limitPerBuyer: row.flashLimitPerBuyer!,
              totalUnits: row.flashTotalUnits!,
              soldUnits: row.flashSoldUnits!,
              startsAt: row.flashStartsAt!,
              endsAt: row.flashEndsAt!,
              boughtUnits: row.flashBoughtUnits ?? 0,
            },
      combination:
        row.combinationId === null
          ? null
          : {
              id: row.combinationId,
              name: row.packName!,
              priceFen: row.packPriceFen!,
              onSale: row.packOnSale!,
              startsAt: row.packStartsAt,
              endsAt: row.packEndsAt,
            },
    };
  });
}

/** Every line of a buyer's cart with what pricing needs, by warehouse, newest first within one. */
export async function loadCartLines(
  db: Executor,
  userId: number,
  lookup: GoodsLookup,
): Promise<LoadedLine[]> {
  const statement = prepared(db, 'cart_lines_of_user', (db, name) =>
    linesQuery(db)
      .where(eq(cartLines.userId, sql.placeholder('userId')))
      .orderBy(asc(warehouses.sort), asc(warehouses.id), desc(cartLines.id))
      .prepare(name),
  );
  return assemble(db, await statement.execute({ userId }), lookup);
}

/** Some lines of a buyer's cart (the others' lines are simply not found), read fresh. */
export async function loadCartLinesByIds(db: Executor, userId: number, ids: number[]): Promise<LoadedLine[]> {
  const rows = await linesQuery(db)
    .where(sql`${cartLines.userId} = ${userId} and ${inArray(cartLines.id, ids)}`)
    .orderBy(asc(warehouses.sort), asc(warehouses.id), desc(cartLines.id));
  return assemble(db, rows, freshGoods);
}

export interface LoadedCombinationItem {
  combinationId: number;
  number: number;
  goods: LoadedGoods;
  /** Stock of the item per warehouse id. */
  stocks: Map<number, number>;
}

/** The items of some combination packs, with their stock per warehouse. */
export async function loadCombinationItems(
  db: Executor,
  combinationIds: number[],
): Promise<Map<number, LoadedCombinationItem[]>> {
  const byCombination = new Map<number, LoadedCombinationItem[]>();
  if (combinationIds.length === 0) return byCombination;
  const rows = await db
    .select({
      combinationId: combinationItems.combinationId,
      number: combinationItems.number,
      goods: goodsColumns,
      stocks: sql<
        { warehouseId: number; stock: number }[]
      >`coalesce((select json_agg(json_build_object('warehouseId', s.warehouse_id, 'stock', s.stock)) from ${goodsStock} s where s.goods_id = ${goods.id}), '[]'::json)`,
    })
    .from(combinationItems)
    .innerJoin(goods, eq(goods.id, combinationItems.goodsId))
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(inArray(combinationItems.combinationId, combinationIds))
    .orderBy(asc(combinationItems.combinationId), asc(goods.id));
  for (const row of rows) {
    const items = byCombination.get(row.combinationId) ?? [];
    items.push({ ...row, stocks: new Map(row.stocks.map((s) => [s.warehouseId, s.stock])) });
    byCombination.set(row.combinationId, items);
  }
  return byCombination;
}
