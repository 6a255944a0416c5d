import type { Database } from '../db/client.ts';
import {
  brands,
  categories,
  goods,
  goodsCategories,
  goodsStock,
  manufacturers,
  warehouses,
  type CategoryMenu,
  type GoodsKind,
  type LadderStep,
} from '../modules/catalog/catalog.tables.ts';
import { searchFieldsFor } from '../modules/catalog/search-fields.ts';
import { refreshSearchTerms } from '../modules/catalog/search.service.ts';

export async function insertWarehouse(db: Database, name: string): Promise<number> {
  const [row] = await db.insert(warehouses).values({ name }).returning({ id: warehouses.id });
  return row!.id;
}

export async function insertManufacturer(db: Database, name: string): Promise<number> {
  const [row] = await db
    .insert(manufacturers)
    .values({ name, ...searchFieldsFor(name) })
    .returning({ id: manufacturers.id });
  return row!.id;
}

export async function insertBrand(db: Database, name: string): Promise<number> {
  const [row] = await db.insert(brands).values({ name }).returning({ id: brands.id });
  return row!.id;
}

export async function insertCategory(
  db: Database,
  menu: CategoryMenu,
  name: string,
  parentId: number | null = null,
): Promise<number> {
  const [row] = await db.insert(categories).values({ menu, name, parentId }).returning({ id: categories.id });
  return row!.id;
}

export interface GoodsFixture {
  name: string;
  manufacturerId: number;
  kind?: GoodsKind;
  businessScope?: string;
  basePriceFen?: number;
  retailPriceFen?: number | null;
  ladderPrice?: LadderStep[];
  approvalNumber?: string;
  packMultiple?: number;
  sales?: number;
  isPreferred?: boolean;
  isSpecialControl?: boolean;
  containsEphedrine?: boolean;
  monthlyLimit?: number | null;
  onSale?: boolean;
  brandId?: number | null;
  tags?: string[];
  isFreeShipping?: boolean;
  freeShippingNumber?: number;
  createdAt?: Date;
  categoryIds?: number[];
  /** warehouse id → stock */
  stock?: Record<number, number>;
}

/** A goods row with its search fields, categories and stock; call refreshSearchTerms after a batch. */
export async function insertGoods(db: Database, fixture: GoodsFixture): Promise<number> {
  const [row] = await db
    .insert(goods)
    .values({
      name: fixture.name,
      ...searchFieldsFor(fixture.name),
      kind: fixture.kind ?? 'patent',
      businessScope: fixture.businessScope ?? '中成药',
      manufacturerId: fixture.manufacturerId,
      brandId: fixture.brandId ?? null,
      approvalNumber: fixture.approvalNumber ?? '国药准字Z00000000',
      spec: '10g*12袋',
      packUnit: '盒',
      packMultiple: fixture.packMultiple ?? 1,
      basePriceFen: fixture.basePriceFen ?? 1000,
      retailPriceFen: fixture.retailPriceFen ?? null,
      ladderPrice: fixture.ladderPrice ?? [],
      ladderPriceType: fixture.ladderPrice?.length ? 1 : 0,
      sales: fixture.sales ?? 0,
      isPreferred: fixture.isPreferred ?? false,
      isSpecialControl: fixture.isSpecialControl ?? false,
      containsEphedrine: fixture.containsEphedrine ?? false,
      monthlyLimit: fixture.monthlyLimit ?? null,
      onSale: fixture.onSale ?? true,
      tags: fixture.tags ?? [],
      isFreeShipping: fixture.isFreeShipping ?? false,
      freeShippingNumber: fixture.freeShippingNumber ?? 0,
      expiresOn: '2028-06-30',
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    })
    .returning({ id: goods.id });
  const id = row!.id;
  if (fixture.categoryIds?.length) {
    await db
      .insert(goodsCategories)
      .values(fixture.categoryIds.map((categoryId) => ({ goodsId: id, categoryId })));
  }
  const stock = Object.entries(fixture.stock ?? {});
  if (stock.length) {
    await db.insert(goodsStock).values(
      stock.map(([warehouseId, amount]) => ({
        goodsId: id,
        warehouseId: Number(warehouseId),
        stock: amount,
      })),
    );
  }
  return id;
}

/**
 * One goods on sale at ¥20 with 5,000 in a warehouse of its own, from a maker of its own: for tests
 * about something else (an activity, an order) that need a goods to name.
 */
export async function insertStockedGoods(db: Database, name: string): Promise<number> {
  const maker = await insertManufacturer(db, `${name}的厂家`);
  const warehouse = await insertWarehouse(db, `${name}的仓库`);
  return insertGoods(db, { manufacturerId: maker, basePriceFen: 2_000, stock: { [warehouse]: 5_000 }, name });
}

export { refreshSearchTerms };
