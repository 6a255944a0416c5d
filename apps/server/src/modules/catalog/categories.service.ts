import { and, asc, eq } from 'drizzle-orm';
import type { CategoryNode } from '@yaocai/domain/contracts/content';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
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

/** A category and all its descendants; a 422 when the category does not exist. */
export async function categoryWithDescendants(db: Executor, categoryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.isShow, true));
  if (!rows.some((row) => row.id === categoryId)) throw invalid('select', '分类不存在');
  const ids = [categoryId];
  for (let i = 0; i < ids.length; i++) {
    for (const row of rows) if (row.parentId === ids[i]) ids.push(row.id);
  }
  return ids;
}
