import { asc, eq, inArray } from 'drizzle-orm';
import type { Article, HelpCategory, Link } from '@yaocai/domain/contracts/content';
import { invalid, notFound } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import { articleCategories, articles, links } from './content.tables.ts';
import { sanitizeContentHtml } from './sanitize.ts';

/** The child categories of an article category, each with its articles' ids and titles (help menu). */
export async function getArticleCategories(db: Executor, parentId: number): Promise<HelpCategory[]> {
  const [parent] = await db
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.id, parentId));
  if (!parent) throw invalid('category_id', '文章分类不存在');
  const children = await db
    .select({ id: articleCategories.id, name: articleCategories.name })
    .from(articleCategories)
    .where(eq(articleCategories.parentId, parentId))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
  if (children.length === 0) return [];
  const titles = await db
    .select({ id: articles.id, name: articles.title, categoryId: articles.categoryId })
    .from(articles)
    .where(
      inArray(
        articles.categoryId,
        children.map((child) => child.id),
      ),
    )
    .orderBy(asc(articles.sort), asc(articles.id));
  return children.map((child) => ({
    id: child.id,
    name: child.name,
    children: titles.filter((title) => title.categoryId === child.id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function getArticle(db: Executor, id: number): Promise<Article> {
  const [row] = await db
    .select({
      id: articles.id,
      title: articles.title,
      content: articles.content,
      categoryId: articles.categoryId,
      categoryName: articleCategories.name,
      createdAt: articles.createdAt,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(eq(articles.id, id));
  if (!row) throw notFound('文章不存在');
  return {
    id: row.id,
    title: row.title,
    content: sanitizeContentHtml(row.content),
    category_id: row.categoryId,
    category_name: row.categoryName,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listLinks(db: Executor): Promise<Link[]> {
  return db
    .select({ id: links.id, name: links.name, url: links.url })
    .from(links)
    .orderBy(asc(links.sort), asc(links.id));
}
