import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/** Rows written at or after this long before the history began are still "now", to be moved. */
const SLACK_MS = 5 * 60_000;

interface Dated {
  name: string;
  columns: string[];
  /** Rows with a greater id are the history's; null: the table has no id, and only the history writes it. */
  mark: number | null;
}

const rowsOf = async <T>(tx: Transaction, statement: SQL) =>
  ((await tx.execute(statement)) as unknown as { rows: T[] }).rows;

/**
 * The demo history's clock. The shop's services take no clock: they stamp what they write with the
 * database's now() (which stands still inside the seed's one transaction) or the process's clock.
 * So the history runs each event through them as if it happened now and then moves what that event
 * wrote back to when it happened: every timestamp not yet moved (at or after the history's start) on
 * rows the history added (ids past the marks taken when it began) goes back by the same span. One
 * contained UPDATE per table, in one statement; rows of the rest of the demo shop are never touched.
 */
export class HistoryClock {
  private constructor(
    /** now() when the history began. */
    readonly startedAt: Date,
    private readonly statement: string,
  ) {}

  static async start(tx: Transaction): Promise<HistoryClock> {
    const tables = datedTables();
    const [row] = await rowsOf<Record<string, number | string | null>>(
      tx,
      sql.raw(
        `select now() as started_at${tables
          .filter((table) => table.mark !== null)
          .map((table) => `, (select coalesce(max(id), 0) from "${table.name}") as "${table.name}"`)
          .join('')}`,
      ),
    );
    for (const table of tables) if (table.mark !== null) table.mark = Number(row![table.name]);
    return new HistoryClock(new Date(String(row!.started_at)), stampStatement(tables));
  }

  /** Moves what was written since the last call back to `at`. */
  async stamp(tx: Transaction, at: Date): Promise<void> {
    const fresh = new Date(this.startedAt.getTime() - SLACK_MS);
    const back = (this.startedAt.getTime() - at.getTime()) / 1000;
    if (back < SLACK_MS / 1000) throw new Error(`history event at ${at.toISOString()} is too recent`);
    await tx.execute(
      sql.raw(this.statement.replace('$fresh', `'${fresh.toISOString()}'`).replace('$back', String(back))),
    );
  }
}

/**
 * Every table of rows a buyer or an order owns (a user_id or order_id) by id, the buyers themselves,
 * and the sandbox's refunds (no id; the history makes all of them): what the history's events write. Not
 * the audit log: nothing may change its rows (a trigger refuses), so they keep the seed's own time,
 * which is when the seed did what they record.
 */
function datedTables(): Dated[] {
  return Object.values(schema).flatMap((value) => {
    if (!is(value, PgTable)) return [];
    const name = getTableName(value);
    const columns = getTableConfig(value).columns.map((column) => ({
      name: sqlName(column),
      columnType: column.columnType,
    }));
    const has = (column: string) => columns.some((found) => found.name === column);
    const owned = has('id') && (name === 'users' || has('user_id') || has('order_id'));
    if (name === 'audit_log' || !(owned || name === 'sandbox_refunds')) return [];
    const dated = columns
      .filter((column) => column.columnType === 'PgTimestamp' || column.columnType === 'PgTimestampString')
      .map((column) => column.name)
      // A credit bill's due date follows its creation only once the history is over (see seed-history.ts).
      .filter((column) => !(name === 'credit_bills' && column === 'due_at'));
    if (dated.length === 0) return [];
    return [{ name, columns: dated, mark: has('id') ? 0 : null }];
  });
}

/** The column's name in the database: its key in snake case (the client's casing) unless named. */
const sqlName = (column: { name: string; keyAsName: boolean }) =>
  column.keyAsName ? column.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) : column.name;

/** WITH k (the span, the start), one UPDATE per table moving each fresh timestamp back by the span. */
function stampStatement(tables: Dated[]): string {
  const updates = tables.map((table, index) => {
    const set = table.columns
      .map(
        (column) =>
          `"${column}" = case when "${column}" >= k.fresh then "${column}" - k.back else "${column}" end`,
      )
      .join(', ');
    const fresh = table.columns.map((column) => `"${column}" >= k.fresh`).join(' or ');
    const own = table.mark === null ? '' : `"${table.name}".id > ${table.mark} and `;
    return `u${index} as (update "${table.name}" set ${set} from k where ${own}(${fresh}))`;
  });
  return `with k as (select $fresh::timestamptz as fresh, make_interval(secs => $back) as back), ${updates.join(', ')} select 1`;
}
