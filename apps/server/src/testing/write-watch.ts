import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * What a refused request may still write, by design: counters of refused attempts (login throttle,
 * request limits), a wrong guess at an SMS code, and the audit row recording an attempt an operator
 * was refused (auditedChange). Everything else must stay as it was.
 */
const MAY_CHANGE_ON_REFUSAL: Record<string, 'table' | { columns?: string[]; rowsWhere?: string }> = {
  login_failures: 'table',
  rate_limits: 'table',
  sms_codes: { columns: ['failed_attempts'] },
  audit_log: { rowsWhere: `action like '%.refused'` },
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Tells which tables a request changed. Reading a fingerprint of every table costs a few ms, so it
 * is read only after a transaction id was handed out: PostgreSQL gives one to every transaction that
 * writes, and to none that only reads.
 */
export class WriteWatch {
  #query: string | null = null;
  #xid = '';
  #fingerprints = new Map<string, string>();

  constructor(private readonly db: Database) {}

  /** Call before the request. */
  async mark(): Promise<void> {
    const xid = await this.#nextXid();
    if (xid === this.#xid && this.#fingerprints.size > 0) return;
    this.#fingerprints = await this.#read();
    this.#xid = await this.#nextXid();
  }

  /** Call after it: the tables whose rows changed since mark(), leaving out what may change. */
  async changedTables(): Promise<string[]> {
    const xid = await this.#nextXid();
    if (xid === this.#xid) return [];
    const now = await this.#read();
    const changed = [...now].filter(([table, print]) => this.#fingerprints.get(table) !== print);
    this.#fingerprints = now;
    this.#xid = await this.#nextXid();
    return changed.map(([table]) => table);
  }

  async #nextXid(): Promise<string> {
    const [row] = await rows<{ xid: string }>(
      this.db,
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
    );
    return row!.xid;
  }

  async #read(): Promise<Map<string, string>> {
    this.#query ??= await this.#buildQuery();
    const prints = await rows<{ name: string; print: string }>(this.db, sql.raw(this.#query));
    return new Map(prints.map((row) => [row.name, row.print]));
  }

  /** One md5 per table over its rows, the columns and rows allowed to change left out. */
  async #buildQuery(): Promise<string> {
    const tables = await rows<{ table_name: string; columns: string[] }>(
      this.db,
      sql`
      select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      group by c.table_name order by c.table_name`,
    );
    const parts = tables.flatMap(({ table_name: table, columns }) => {
      const exempt = MAY_CHANGE_ON_REFUSAL[table];
      if (exempt === 'table') return [];
      const kept = columns.filter((column) => !exempt?.columns?.includes(column)).map(quote);
      const where = exempt?.rowsWhere ? ` where not (${exempt.rowsWhere})` : '';
      return [
        `select '${table}' as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as print ` +
          `from (select ${kept.join(', ')} from ${quote(table)}${where}) r`,
      ];
    });
    return parts.join(' union all ');
  }
}
