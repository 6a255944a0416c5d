import { asc, count, eq } from 'drizzle-orm';
import * as contracts from '@yaocai/domain/contracts/admin-catalog';
import { badRequest, invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import { ordered, refuseWithChildren, type EditableList, type Row } from '../../db/editable-lists.ts';
import { brands, categories, goods, goodsCategories, goodsStock, warehouses } from './catalog.tables.ts';

const goodsOf = (row: Row) => Number(row.goods ?? 0);

const refuseWhileHeld = (held: { n: number } | undefined, what: string) => {
  if (held && held.n > 0) throw badRequest(`该${what}下还有 ${held.n} 个商品，请先移走`);
};

/** How deep a category sits: 1 at a menu's top level. */
async function levelOf(db: Executor, id: number): Promise<number> {
  let level = 0;
  for (let at: number | null = id; at !== null && level <= contracts.CATEGORY_LEVELS; level += 1) {
    const [row] = await db
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, at));
    at = row?.parentId ?? null;
  }
  return level;
}

/**
 * A new category goes under a category of its menu, at most CATEGORY_LEVELS deep; an existing one
 * stays where it is (its goods are filed under its ancestors too).
 */
async function checkCategory(db: Executor, body: contracts.CategoryBody, id: number | null) {
  if (id !== null) {
    const [current] = await db.select().from(categories).where(eq(categories.id, id));
    if (current && (current.parentId !== body.parent_id || current.menu !== body.menu)) {
      throw invalid('parent_id', '分类创建后不能移动到其他上级或菜单');
    }
    return;
  }
  if (body.parent_id === null) return;
  const [parent] = await db.select().from(categories).where(eq(categories.id, body.parent_id));
  if (!parent) throw invalid('parent_id', '上级分类不存在');
  if (parent.menu !== body.menu) throw invalid('parent_id', '上级分类不在该菜单中');
  if ((await levelOf(db, parent.id)) >= contracts.CATEGORY_LEVELS) {
    throw invalid('parent_id', `分类最多${contracts.CATEGORY_LEVELS}级`);
  }
}

const category: EditableList<typeof contracts.categoryBody, typeof contracts.adminCategory> = {
  name: 'categories',
  label: '分类',
  table: categories,
  body: contracts.categoryBody,
  wire: contracts.adminCategory,
  order: () => [asc(categories.menu), ...ordered(categories)],
  toRow: (b) => ({
    menu: b.menu,
    parentId: b.parent_id,
    name: b.name,
    logo1: b.logo1 || null,
    sort: b.sort,
    isShow: b.is_show,
  }),
  toWire: (r) => ({
    id: r.id as number,
    menu: r.menu as contracts.CategoryMenu,
    parent_id: r.parentId as number | null,
    name: r.name as string,
    logo1: (r.logo1 as string | null) ?? '',
    sort: r.sort as number,
    is_show: r.isShow as boolean,
    goods: goodsOf(r),
  }),
  check: checkCategory,
  load: (db) =>
    db
      .select({
        id: categories.id,
        menu: categories.menu,
        parentId: categories.parentId,
        name: categories.name,
        logo1: categories.logo1,
        sort: categories.sort,
        isShow: categories.isShow,
        goods: count(goodsCategories.goodsId),
      })
      .from(categories)
      .leftJoin(goodsCategories, eq(goodsCategories.categoryId, categories.id))
      .groupBy(categories.id)
      .orderBy(asc(categories.menu), ...ordered(categories)),
  async checkRemove(db, id) {
    await refuseWithChildren(db, categories, id, '请先删除其下的子分类');
    const [held] = await db
      .select({ n: count() })
      .from(goodsCategories)
      .where(eq(goodsCategories.categoryId, id));
    refuseWhileHeld(held, '分类');
  },
};

const brand: EditableList<typeof contracts.brandBody, typeof contracts.adminBrand> = {
  name: 'brands',
  label: '品牌',
  table: brands,
  body: contracts.brandBody,
  wire: contracts.adminBrand,
  order: () => ordered(brands),
  toRow: (b) => ({ name: b.name, logo: b.logo || null, sort: b.sort }),
  toWire: (r) => ({
    id: r.id as number,
    name: r.name as string,
    logo: (r.logo as string | null) ?? '',
    sort: r.sort as number,
    goods: goodsOf(r),
  }),
  load: (db) =>
    db
      .select({
        id: brands.id,
        name: brands.name,
        logo: brands.logo,
        sort: brands.sort,
        goods: count(goods.id),
      })
      .from(brands)
      .leftJoin(goods, eq(goods.brandId, brands.id))
      .groupBy(brands.id)
      .orderBy(...ordered(brands)),
  async checkRemove(db, id) {
    const [held] = await db.select({ n: count() }).from(goods).where(eq(goods.brandId, id));
    refuseWhileHeld(held, '品牌');
  },
};

const warehouse: EditableList<typeof contracts.warehouseBody, typeof contracts.adminWarehouse> = {
  name: 'warehouses',
  label: '仓库',
  table: warehouses,
  body: contracts.warehouseBody,
  wire: contracts.adminWarehouse,
  order: () => ordered(warehouses),
  toRow: (b) => ({ name: b.name, sort: b.sort }),
  toWire: (r) => ({ id: r.id as number, name: r.name as string, sort: r.sort as number, goods: goodsOf(r) }),
  load: (db) =>
    db
      .select({
        id: warehouses.id,
        name: warehouses.name,
        sort: warehouses.sort,
        goods: count(goodsStock.goodsId),
      })
      .from(warehouses)
      .leftJoin(goodsStock, eq(goodsStock.warehouseId, warehouses.id))
      .groupBy(warehouses.id)
      .orderBy(...ordered(warehouses)),
  async checkRemove(db, id) {
    const [held] = await db.select({ n: count() }).from(goodsStock).where(eq(goodsStock.warehouseId, id));
    refuseWhileHeld(held, '仓库');
  },
};

/** The catalogue's structure operators edit: category menus, brands and warehouses. */
export const CATALOG_LISTS = { categories: category, brands: brand, warehouses: warehouse } as const;
