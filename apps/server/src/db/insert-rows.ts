import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Inserts many rows as one JSON value that PostgreSQL unpacks into the table's own row type. Drizzle
 * builds a many-row insert value by value (thousands for an order of 50 lines), which costs the
 * server more than the database's whole insert. Every row must name the same columns (a column no
 * row names takes its default); a value left undefined in one row would be null, not the default.
 */
export async function insertRows<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const named = (row: object) =>
    Object.entries(row)
      .filter(([key, value]) => value !== undefined && key in columns)
      .map(([key]) => key)
      .sort();
  const keys = named(rows[0]!);
  if (rows.some((row) => named(row).join() !== keys.join())) {
    throw new Error(`insertRows(${getTableName(table)}): every row must name the same columns`);
  }
  const names = keys.map((key) => {
    const column = columns[key]!;
    return column.keyAsName ? toSnakeCase(column.name) : column.name;
  });
  const values = rows.map((row) =>
    Object.fromEntries(keys.map((key, i) => [names[i], (row as Record<string, unknown>)[key]])),
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(values)}::json)`,
  );
}
