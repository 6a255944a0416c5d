import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  LIST_VIEWS_MAX,
  type ListViewBody,
  type ListViewList,
} from '@yaocai/domain/contracts/admin-list-views';
import type { ListView } from '@yaocai/domain/contracts/admin-list-views-responses';
import { invalid, notFound } from '@yaocai/domain/errors';
import type { Database, Executor } from '../../db/client.ts';
import { operatorListViews, operators } from './operators.tables.ts';

type Row = typeof operatorListViews.$inferSelect;

const wire = (row: Row): ListView => ({
  id: row.id,
  list: row.list as ListViewList,
  name: row.name,
  params: row.params,
  updated_at: row.updatedAt.toISOString(),
});

/** The operator's own views of `list`, by name. */
export async function listViewsOf(db: Executor, operatorId: number, list: ListViewList): Promise<ListView[]> {
  const rows = await db
    .select()
    .from(operatorListViews)
    .where(and(eq(operatorListViews.operatorId, operatorId), eq(operatorListViews.list, list)))
    .orderBy(asc(operatorListViews.name));
  return rows.map(wire);
}

/**
 * Saves a view under its name, replacing the operator's view of that name. The operator's row is
 * locked first, so that two saves at once cannot both pass the count of LIST_VIEWS_MAX.
 */
export async function saveListView(db: Database, operatorId: number, body: ListViewBody): Promise<ListView> {
  return db.transaction(async (tx) => {
    await tx.select({ id: operators.id }).from(operators).where(eq(operators.id, operatorId)).for('update');
    const mine = and(eq(operatorListViews.operatorId, operatorId), eq(operatorListViews.list, body.list));
    const [kept] = await tx
      .select({
        n: count(),
        named: sql<number>`count(*) filter (where ${operatorListViews.name} = ${body.name})`,
      })
      .from(operatorListViews)
      .where(mine);
    if (Number(kept!.named) === 0 && kept!.n >= LIST_VIEWS_MAX)
      throw invalid('name', `每个列表最多保存${LIST_VIEWS_MAX}个视图，请先删除不用的视图`);
    const [saved] = await tx
      .insert(operatorListViews)
      .values({ operatorId, list: body.list, name: body.name, params: body.params })
      .onConflictDoUpdate({
        target: [operatorListViews.operatorId, operatorListViews.list, operatorListViews.name],
        set: { params: body.params, updatedAt: sql`now()` },
      })
      .returning();
    return wire(saved!);
  });
}

/** Deletes one of the operator's own views; another's is as good as absent. */
export async function deleteListView(db: Executor, operatorId: number, id: number): Promise<void> {
  const [gone] = await db
    .delete(operatorListViews)
    .where(and(eq(operatorListViews.id, id), eq(operatorListViews.operatorId, operatorId)))
    .returning({ id: operatorListViews.id });
  if (!gone) throw notFound('视图不存在');
}
