import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import * as contracts from '@yaocai/domain/contracts/admin-content';
import { badRequest, invalid, notFound } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import {
  articleCategories,
  articles,
  banners,
  hotSearches,
  links,
  navItems,
  notices,
} from './content.tables.ts';
import { sanitizeContentHtml } from './sanitize.ts';

type Row = Record<string, unknown>;

/**
 * One list of storefront content operators edit (banners, hot searches, …): its table, the body an
 * edit sends, and how rows and the wire differ. Every list is small and shown whole.
 */
export interface ContentList<Body extends z.ZodType, Wire extends z.ZodType> {
  /** The path under /api/admin/content/ and the audit's target type. */
  name: string;
  label: string;
  table: PgTable & { id: PgColumn };
  body: Body;
  wire: Wire;
  order: (table: never) => SQL[];
  toRow(body: z.output<Body>): Row;
  toWire(row: Row): z.output<Wire>;
  /** Refuses a change the rows around it do not allow (a parent that is missing, one with children). */
  check?(db: Executor, body: z.output<Body>, id: number | null): Promise<void>;
  checkRemove?(db: Executor, id: number): Promise<void>;
  /** Reads the whole list, when it shows more than its own rows. */
  load?(db: Executor): Promise<Row[]>;
}

const ordered = (table: { sort: PgColumn; id: PgColumn }) => [asc(table.sort), asc(table.id)];

const banner: ContentList<typeof contracts.bannerBody, typeof contracts.adminBanner> = {
  name: 'banners',
  label: '广告',
  table: banners,
  body: contracts.bannerBody,
  wire: contracts.adminBanner,
  order: () => [asc(banners.bannerId), ...ordered(banners)],
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

export const bannersInSlot = (slot: number): SQL => eq(banners.bannerId, slot);

export const CONTENT_LISTS = {
  banners: banner,
  'hot-searches': namedLink('hot-searches', '热门搜索', hotSearches),
  links: { ...namedLink('links', '友情链接', links), body: contracts.linkBody },
  notices: notice,
  nav,
  'article-categories': articleCategory,
} as const;

type TreeTable = PgTable & { id: PgColumn; parentId: PgColumn };

/** A parent must exist, and be a top-level row (two levels only) other than the row itself. */
async function checkParent(
  db: Executor,
  table: TreeTable,
  parentId: number | null,
  id: number | null,
  label: string,
) {
  if (parentId === null) return;
  if (parentId === id) throw invalid('parent_id', `${label}不能是自己`);
  const [parent] = (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, parentId))) as Row[];
  if (!parent) throw invalid('parent_id', `${label}不存在`);
  if (parent.parentId !== null) throw invalid('parent_id', `${label}只能是一级`);
  if (id !== null) {
    const [child] = await db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(eq(table.parentId, id))
      .limit(1);
    if (child) throw invalid('parent_id', '有下级的项目不能再移到其他项目下');
  }
}

async function refuseWithChildren(db: Executor, table: TreeTable, id: number, message: string) {
  const [child] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.parentId, id))
    .limit(1);
  if (child) throw badRequest(message);
}

/** Every row of a list, in the order the shop shows them. */
export async function listContent(
  db: Executor,
  list: ContentList<z.ZodType, z.ZodType>,
  where?: SQL,
): Promise<Row[]> {
  if (list.load && !where) return list.load(db);
  const query = db
    .select()
    .from(list.table)
    .where(where)
    .orderBy(...list.order(list.table as never));
  return (await query) as Row[];
}

export async function contentRow(
  db: Executor,
  list: ContentList<z.ZodType, z.ZodType>,
  id: number,
  lock = false,
) {
  const query = db.select().from(list.table).where(eq(list.table.id, id));
  const [row] = (await (lock ? query.for('update') : query)) as Row[];
  if (!row) throw notFound(`${list.label}不存在`);
  return row;
}

export async function insertContent(db: Executor, list: ContentList<z.ZodType, z.ZodType>, body: unknown) {
  await list.check?.(db, body, null);
  const [row] = (await db
    .insert(list.table)
    .values(list.toRow(body) as never)
    .returning()) as Row[];
  return row as Row;
}

export async function updateContent(
  db: Executor,
  list: ContentList<z.ZodType, z.ZodType>,
  id: number,
  body: unknown,
) {
  const before = await contentRow(db, list, id, true);
  await list.check?.(db, body, id);
  const [after] = (await db
    .update(list.table)
    .set(list.toRow(body) as never)
    .where(eq(list.table.id, id))
    .returning()) as Row[];
  return { before, after: after as Row };
}

export async function deleteContent(db: Executor, list: ContentList<z.ZodType, z.ZodType>, id: number) {
  const before = await contentRow(db, list, id, true);
  await list.checkRemove?.(db, id);
  await db.delete(list.table).where(eq(list.table.id, id));
  return before;
}
