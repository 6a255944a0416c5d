import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminArticle,
  AdminArticleList,
  articleBody,
  articleListQuery,
} from '@yaocai/domain/contracts/admin-content';
import { invalid, notFound } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { articleCategories, articles } from './content.tables.ts';
import { sanitizeContentHtml } from './sanitize.ts';

type ArticleBody = z.output<typeof articleBody>;

const summary = {
  id: articles.id,
  category_id: articles.categoryId,
  category_name: articleCategories.name,
  title: articles.title,
  sort: articles.sort,
  createdAt: articles.createdAt,
};

const DAY_MS = 86_400_000;
type ArticleListQuery = z.output<typeof articleListQuery>;

/** The console's order: by 发布时间, 标题 or 排序, either way, equal ones by id the same way. */
function articleOrder(query: ArticleListQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  const column = { created_at: articles.createdAt, title: articles.title, sort: articles.sort }[query.sort];
  return [direction(column), direction(articles.id)];
}

function articleFilters(query: ArticleListQuery): SQL | undefined {
  const { category_id: categoryId, keywords, start_time: from, end_time: to } = query;
  return and(
    categoryId ? eq(articles.categoryId, categoryId) : undefined,
    keywords ? ilike(articles.title, `%${escapeLike(keywords)}%`) : undefined,
    from ? gte(articles.createdAt, from) : undefined,
    to ? lt(articles.createdAt, new Date(to.getTime() + DAY_MS)) : undefined,
  );
}

/**
 * Help articles for the console, paged: by category, title and the days published (China days, both
 * ends included), newest first or in a column's order.
 */
export async function listAdminArticles(db: Executor, query: ArticleListQuery): Promise<AdminArticleList> {
  const where = articleFilters(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(summary)
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where)
      .orderBy(...articleOrder(query))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return {
    list: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function adminArticle(db: Executor, id: number, lock = false): Promise<AdminArticle> {
  const query = db
    .select({ ...summary, content: articles.content })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(eq(articles.id, id));
  const [row] = await (lock ? query.for('update', { of: articles }) : query);
  if (!row) throw notFound('文章不存在');
  const { createdAt, ...rest } = row;
  return { ...rest, created_at: createdAt.toISOString() };
}

async function checkCategory(db: Executor, categoryId: number) {
  const [category] = await db
    .select({ parentId: articleCategories.parentId })
    .from(articleCategories)
    .where(eq(articleCategories.id, categoryId));
  if (!category) throw invalid('category_id', '文章分类不存在');
  if (category.parentId === null) throw invalid('category_id', '文章须放在二级分类下');
}

const toRow = (body: ArticleBody) => ({
  categoryId: body.category_id,
  title: body.title,
  content: sanitizeContentHtml(body.content),
  sort: body.sort,
});

export async function insertArticle(db: Executor, body: ArticleBody): Promise<AdminArticle> {
  await checkCategory(db, body.category_id);
  const [row] = await db.insert(articles).values(toRow(body)).returning({ id: articles.id });
  return adminArticle(db, row!.id);
}

export async function updateArticle(db: Executor, id: number, body: ArticleBody) {
  const before = await adminArticle(db, id, true);
  await checkCategory(db, body.category_id);
  await db.update(articles).set(toRow(body)).where(eq(articles.id, id));
  return { before, after: await adminArticle(db, id) };
}

export async function deleteArticle(db: Executor, id: number): Promise<AdminArticle> {
  const before = await adminArticle(db, id, true);
  await db.delete(articles).where(eq(articles.id, id));
  return before;
}
