import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { badRequest, invalid, notFound } from '@yaocai/domain/errors';
import type { Executor } from './client.ts';

export type Row = Record<string, unknown>;

/**
 * A small list operators edit whole in the console (banners, the nav, brands, warehouses, …): its
 * table, the body an edit sends, and how rows and the wire differ. Every list is shown whole.
 */
export interface EditableList<Body extends z.ZodType, Wire extends z.ZodType> {
  /** The last part of its path in the console's API, and of its audit actions. */
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
  /** A filter the list's GET takes (banners: one slot), and the rows it keeps. */
  query?: z.ZodObject;
  where?(query: Record<string, unknown>): SQL | undefined;
}

export type AnyEditableList = EditableList<z.ZodType, z.ZodType>;

export const ordered = (table: { sort: PgColumn; id: PgColumn }) => [asc(table.sort), asc(table.id)];

type TreeTable = PgTable & { id: PgColumn; parentId: PgColumn };

/** A parent must exist, and be a top-level row (two levels only) other than the row itself. */
export async function checkParent(
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

export async function refuseWithChildren(db: Executor, table: TreeTable, id: number, message: string) {
  const [child] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.parentId, id))
    .limit(1);
  if (child) throw badRequest(message);
}

/** Every row of a list, in the order the shop shows them. */
export async function listRows(db: Executor, list: AnyEditableList, where?: SQL): Promise<Row[]> {
  if (list.load && !where) return list.load(db);
  const query = db
    .select()
    .from(list.table)
    .where(where)
    .orderBy(...list.order(list.table as never));
  return (await query) as Row[];
}

export async function rowById(db: Executor, list: AnyEditableList, id: number, lock = false) {
  const query = db.select().from(list.table).where(eq(list.table.id, id));
  const [row] = (await (lock ? query.for('update') : query)) as Row[];
  if (!row) throw notFound(`${list.label}不存在`);
  return row;
}

export async function insertRow(db: Executor, list: AnyEditableList, body: unknown) {
  await list.check?.(db, body, null);
  const [row] = (await db
    .insert(list.table)
    .values(list.toRow(body) as never)
    .returning()) as Row[];
  return row as Row;
}

export async function updateRow(db: Executor, list: AnyEditableList, id: number, body: unknown) {
  const before = await rowById(db, list, id, true);
  await list.check?.(db, body, id);
  const [after] = (await db
    .update(list.table)
    .set(list.toRow(body) as never)
    .where(eq(list.table.id, id))
    .returning()) as Row[];
  return { before, after: after as Row };
}

export async function deleteRow(db: Executor, list: AnyEditableList, id: number) {
  const before = await rowById(db, list, id, true);
  await list.checkRemove?.(db, id);
  try {
    await db.delete(list.table).where(eq(list.table.id, id));
  } catch (error) {
    // Rows elsewhere still name it (an order line its warehouse): the delete is refused, not a 500.
    const cause = (error as { cause?: { code?: string } }).cause ?? error;
    if ((cause as { code?: string }).code === '23503') throw badRequest(`${list.label}已被使用，不能删除`);
    throw error;
  }
  return before;
}
