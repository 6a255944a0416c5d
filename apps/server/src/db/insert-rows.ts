import { getTableColumns, getTableName, sql, type Column, type SQL } from 'drizzle-orm';
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
  if (rows.length > 0) await db.execute(insertStatement(table, rows));
}

/** As `insertRows`, answering the rows written as a select reads them, in the order given. */
export async function insertRowsReturning<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<T['$inferSelect'][]> {
  if (rows.length === 0) return [];
  const written = (await db.execute(sql`${insertStatement(table, rows)} returning *`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const columns = Object.entries(getTableColumns(table));
  return written.rows.map(
    (raw) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = raw[columnName(column)];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as T['$inferSelect'],
  );
}

const columnName = (column: Column) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

function insertStatement<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
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
  const names = keys.map((key) => columnName(columns[key]!));
  const values = rows.map((row) =>
    Object.fromEntries(keys.map((key, i) => [names[i], (row as Record<string, unknown>)[key]])),
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  return sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(values)}::json)`;
}
