import { asc, count, desc, eq } from 'drizzle-orm';
import { invalid } from '@yaocai/domain/errors';
import { goodsNames, stockedGoods } from '../catalog/goods-facts.service.ts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as contracts from '@yaocai/domain/contracts/admin-content';
import { badRequest } from '@yaocai/domain/errors';
import {
  checkParent,
  ordered,
  refuseWithChildren,
  type EditableList as ContentList,
} from '../../db/editable-lists.ts';
import {
  articleCategories,
  articles,
  banners,
  goodsPicks,
  hotSearches,
  links,
  navItems,
  notices,
} from './content.tables.ts';
import { sanitizeContentHtml } from './sanitize.ts';

const banner: ContentList<typeof contracts.bannerBody, typeof contracts.adminBanner> = {
  name: 'banners',
  label: '广告',
  table: banners,
  body: contracts.bannerBody,
  wire: contracts.adminBanner,
  order: () => [asc(banners.bannerId), ...ordered(banners)],
  query: contracts.bannerQuery,
  where: (query) =>
    query.banner_id === undefined ? undefined : eq(banners.bannerId, query.banner_id as number),
  toRow: (b) => ({
    bannerId: b.banner_id,
    title: b.title,
    image: b.image,
    url: b.url,
    sort: b.sort,
    isShow: b.is_show,
  }),
  toWire: (r) => ({
    id: r.id as number,
    banner_id: r.bannerId as number,
    title: r.title as string,
    image: r.image as string,
    url: r.url as string,
    sort: r.sort as number,
    is_show: r.isShow as boolean,
  }),
};

const namedLink = <T extends PgTable & { id: PgColumn; sort: PgColumn }>(
  name: string,
  label: string,
  table: T,
) =>
  ({
    name,
    label,
    table,
    body: contracts.hotSearchBody,
    wire: contracts.adminHotSearch,
    order: () => ordered(table),
    toRow: (b) => ({ name: b.name, url: b.url, sort: b.sort }),
    toWire: (r) => ({
      id: r.id as number,
      name: r.name as string,
      url: r.url as string,
      sort: r.sort as number,
    }),
  }) satisfies ContentList<typeof contracts.hotSearchBody, typeof contracts.adminHotSearch>;

const notice: ContentList<typeof contracts.noticeBody, typeof contracts.adminNotice> = {
  name: 'notices',
  label: '公告',
  table: notices,
  body: contracts.noticeBody,
  wire: contracts.adminNotice,
  order: () => [desc(notices.createdAt), desc(notices.id)],
  toRow: (b) => ({ content: sanitizeContentHtml(b.content), isActive: b.is_active }),
  toWire: (r) => ({
    id: r.id as number,
    content: r.content as string,
    is_active: r.isActive as boolean,
    created_at: (r.createdAt as Date).toISOString(),
  }),
};

const nav: ContentList<typeof contracts.navItemBody, typeof contracts.adminNavItem> = {
  name: 'nav',
  label: '导航',
  table: navItems,
  body: contracts.navItemBody,
  wire: contracts.adminNavItem,
  order: () => ordered(navItems),
  toRow: (b) => ({
    parentId: b.parent_id,
    name: b.name,
    url: b.url,
    isOpen: b.is_open,
    image: b.image || null,
    sort: b.sort,
  }),
  toWire: (r) => ({
    id: r.id as number,
    parent_id: r.parentId as number | null,
    name: r.name as string,
    url: r.url as string,
    is_open: r.isOpen as boolean,
    image: (r.image as string | null) ?? '',
    sort: r.sort as number,
  }),
  check: (db, body, id) => checkParent(db, navItems, body.parent_id, id, '上级导航'),
  checkRemove: (db, id) => refuseWithChildren(db, navItems, id, '请先删除其下的子导航'),
};

const articleCategory: ContentList<
  typeof contracts.articleCategoryBody,
  typeof contracts.adminArticleCategory
> = {
  name: 'article-categories',
  label: '文章分类',
  table: articleCategories,
  body: contracts.articleCategoryBody,
  wire: contracts.adminArticleCategory,
  order: () => ordered(articleCategories),
  toRow: (b) => ({ parentId: b.parent_id, name: b.name, sort: b.sort }),
  toWire: (r) => ({
    id: r.id as number,
    parent_id: r.parentId as number | null,
    name: r.name as string,
    sort: r.sort as number,
    articles: (r.articles as number | undefined) ?? 0,
  }),
  check: (db, body, id) => checkParent(db, articleCategories, body.parent_id, id, '上级分类'),
  load: (db) =>
    db
      .select({
        id: articleCategories.id,
        parentId: articleCategories.parentId,
        name: articleCategories.name,
        sort: articleCategories.sort,
        articles: count(articles.id),
      })
      .from(articleCategories)
      .leftJoin(articles, eq(articles.categoryId, articleCategories.id))
      .groupBy(articleCategories.id)
      .orderBy(...ordered(articleCategories)),
  async checkRemove(db, id) {
    await refuseWithChildren(db, articleCategories, id, '请先删除其下的子分类');
    const [held] = await db.select({ n: count() }).from(articles).where(eq(articles.categoryId, id));
    if (held && held.n > 0) throw badRequest(`该分类下还有 ${held.n} 篇文章，请先删除或移走`);
  },
};

const goodsPick: ContentList<typeof contracts.goodsPickBody, typeof contracts.adminGoodsPick> = {
  name: 'goods-picks',
  label: '商品推荐',
  table: goodsPicks,
  body: contracts.goodsPickBody,
  wire: contracts.adminGoodsPick,
  order: () => [asc(goodsPicks.slot), ...ordered(goodsPicks)],
  toRow: (b) => ({ slot: b.slot, goodsId: b.goods_id, sort: b.sort }),
  toWire: (r) => ({
    id: r.id as number,
    slot: r.slot as contracts.GoodsPickSlot,
    goods_id: r.goodsId as number,
    goods_name: r.goodsName as string | undefined,
    goods_spec: r.goodsSpec as string | undefined,
    on_sale: r.onSale as boolean | undefined,
    sort: r.sort as number,
  }),
  async check(db, body) {
    if (!(await goodsNames(db, [body.goods_id])).has(body.goods_id)) {
      throw invalid('goods_id', `编号${body.goods_id}的商品不存在`);
    }
  },
  async load(db) {
    const rows = await db
      .select()
      .from(goodsPicks)
      .orderBy(asc(goodsPicks.slot), ...ordered(goodsPicks));
    const found = await stockedGoods(db, [...new Set(rows.map((row) => row.goodsId))]);
    return rows.map((row) => {
      const item = found.get(row.goodsId)?.goods;
      return { ...row, goodsName: item?.name, goodsSpec: item?.spec, onSale: item?.onSale };
    });
  },
};

export const CONTENT_LISTS = {
  banners: banner,
  'hot-searches': namedLink('hot-searches', '热门搜索', hotSearches),
  links: { ...namedLink('links', '友情链接', links), body: contracts.linkBody },
  notices: notice,
  nav,
  'article-categories': articleCategory,
  'goods-picks': goodsPick,
} as const;
