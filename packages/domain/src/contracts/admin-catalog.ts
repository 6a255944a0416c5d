import { z } from 'zod';
import { shopImage } from '../validation/link-url.ts';
import { flag, id, integer } from '../validation/numbers.ts';
import { text } from '../validation/text.ts';

/**
 * The catalogue's structure operators edit (/api/admin/catalog/…): the category menus, brands and
 * warehouses that were seed data before.
 */

/** The shop's category menus (spec §4): the general one and three zones. */
export const CATEGORY_MENUS = {
  general: '全部分类',
  yx: '优选专区',
  zy: '中药饮片',
  qx: '器械专区',
} as const;
export type CategoryMenu = keyof typeof CATEGORY_MENUS;
export const categoryMenus = Object.keys(CATEGORY_MENUS) as [CategoryMenu, ...CategoryMenu[]];

/** Categories nest this deep: a menu's top level, its sub-categories and theirs. */
export const CATEGORY_LEVELS = 3;

const sort = integer({ min: -9999, max: 9999, message: '排序须为 -9999 到 9999 的整数' }).default(0);

export const categoryBody = z.object({
  menu: z.enum(categoryMenus, { error: '所属菜单不正确' }),
  /** Fixed once the category exists: goods keep their categories' ancestors. */
  parent_id: id('上级分类').nullable().default(null),
  name: text('分类名称', 20),
  logo1: shopImage('图标'),
  sort,
  is_show: flag('是否显示').default(true),
});
export type CategoryBody = z.infer<typeof categoryBody>;
export type CategoryInput = z.input<typeof categoryBody>;

export const brandBody = z.object({
  name: text('品牌名称', 30),
  logo: shopImage('品牌图标'),
  sort,
});
export type BrandInput = z.input<typeof brandBody>;

export const warehouseBody = z.object({
  name: text('仓库名称', 30),
  sort,
});
export type WarehouseInput = z.input<typeof warehouseBody>;

const rowId = z.number().int();

export const adminCategory = z.object({
  id: rowId,
  menu: z.enum(categoryMenus),
  parent_id: rowId.nullable(),
  name: z.string(),
  logo1: z.string(),
  sort: z.number().int(),
  is_show: z.boolean(),
  /** Goods filed directly under it. */
  goods: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

export const adminBrand = z.object({
  id: rowId,
  name: z.string(),
  logo: z.string(),
  sort: z.number().int(),
  goods: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrand>;

export const adminWarehouse = z.object({
  id: rowId,
  name: z.string(),
  sort: z.number().int(),
  /** Goods with a stock row in it. */
  goods: z.number().int(),
});
export type AdminWarehouse = z.infer<typeof adminWarehouse>;
