import { and, asc, eq, sql } from 'drizzle-orm';
import type { CategoryNode } from '@yaocai/domain/contracts/content';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { categories, type CategoryMenu } from './catalog.tables.ts';

/** The visible category tree of one menu, ordered by sort then id. */
export async function getCategoryTree(db: Executor, menu: CategoryMenu): Promise<CategoryNode[]> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      logo1: categories.logo1,
    })
    .from(categories)
    .where(and(eq(categories.menu, menu), eq(categories.isShow, true)))
    .orderBy(asc(categories.sort), asc(categories.id));
  const nodes = new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, logo1: row.logo1, children: [] as CategoryNode[] },
    ]),
  );
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (row.parentId === null) roots.push(node);
    else parent?.children.push(node);
  }
  return roots;
}

/** Refuses an unknown or hidden category with a 422 naming the `select` field. */
export async function assertCategoryVisible(db: Executor, categoryId: number): Promise<void> {
  const statement = prepared(db, 'visible_category', (db, name) =>
    db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, sql.placeholder('id')), eq(categories.isShow, true)))
      .prepare(name),
  );
  const [found] = await statement.execute({ id: categoryId });
  if (!found) throw invalid('select', '分类不存在');
}
