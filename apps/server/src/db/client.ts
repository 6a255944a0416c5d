import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.ts';
import { TransactionIdleError } from './connection-loss.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: services accept either. */
export type Executor = Database | Transaction;

/**
 * A transaction holds one connection, where queries can only run one after another (pg refuses
 * overlapping ones from version 9): code that overlaps queries on a pool must not on a transaction.
 */
const isTransaction = (db: Executor): db is Transaction => 'rollback' in db;

/** Runs the queries together on a pool, one after another inside a transaction. */
export async function concurrently<T extends readonly unknown[]>(
  db: Executor,
  ...queries: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(queries.map((query) => query()))) as unknown as T;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as unknown as T;
}

/** How many statements the database handle runs at once: its pool's size, or one on PGlite. */
export function connectionsOf(db: Database): number {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? (client.options.max ?? 10) : 1;
}

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; close(): Promise<void> };

/** Where the database is, and how long a connection or a transaction may keep others waiting. */
export type DatabaseOptions = Config['database'];

/** A transaction idle longer than this between its queries is ended (rolled back). */
export const IDLE_IN_TRANSACTION_MS_DEFAULT = 60_000;
/** How long to wait for a connection to PostgreSQL, or for a free one in the pool. */
export const CONNECT_TIMEOUT_MS_DEFAULT = 10_000;

const options = { schema, casing: 'snake_case' } as const;

/** `from`: an embedded database's files (a `dumpDataDir`) to start from, instead of an empty one. */
export async function openDatabase(database: DatabaseOptions & { from?: Blob }): Promise<DatabaseHandle> {
  const idleInTransactionMs = database.idleInTransactionMs ?? IDLE_IN_TRANSACTION_MS_DEFAULT;
  if (database.kind === 'postgres') {
    const pool = openPool(database.url, database.poolMax, idleInTransactionMs, database.connectTimeoutMs);
    const db = drizzlePg(pool, options) as unknown as Database;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const client = await PGlite.create({
    ...(database.dataDir ? { dataDir: database.dataDir } : {}),
    ...(database.from ? { loadDataDir: database.from } : {}),
    extensions: { pg_trgm },
  });
  endIdleTransactions(client, idleInTransactionMs);
  const db = drizzlePglite(client, options) as unknown as Database;
  return { kind: 'pglite', db, client, close: () => client.close() };
}

/**
 * A pool whose lost connections fail the queries on them and nothing else. PostgreSQL itself ends a
 * session left idle in a transaction (a request that stopped half-way), and a connection or a free
 * slot that does not come in time fails the request instead of queueing it for ever.
 */
function openPool(url: string, max: number, idleInTransactionMs: number, connectTimeoutMs?: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: withStartupOption(url, `-c idle_in_transaction_session_timeout=${idleInTransactionMs}`),
    max,
    connectionTimeoutMillis: connectTimeoutMs ?? CONNECT_TIMEOUT_MS_DEFAULT,
    keepAlive: true,
  });
  // A client reports a lost connection as an 'error' event; the pool listens only while the client
  // is idle, and an event nobody listens to ends the process. Every client gets a listener of its
  // own for the time it is checked out: the query on it fails, and the pool drops it when released.
  pool.on('connect', (client) => {
    client.on('error', (error) => process.stderr.write(`database connection lost: ${error.message}\n`));
  });
  pool.on('error', () => {}); // an idle client's loss, already reported by its own listener
  releaseWhenBeginFails(pool);
  return pool;
}

/** The URL with `-c name=value` added to its startup `options` (the URL's own are kept). */
function withStartupOption(url: string, option: string): string {
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  parsed.searchParams.set('options', own ? `${own} ${option}` : option);
  return parsed.toString();
}

/**
 * drizzle-orm (0.45, node-postgres session) checks a client out for a transaction and sends BEGIN
 * before the try whose finally releases it: a connection lost under BEGIN would keep its pool slot
 * for good, and a few such losses would leave the pool with none. Such a client is released here.
 */
function releaseWhenBeginFails(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) => {
    if (callback) return connect(callback);
    return connect().then((client) => {
      const query = client.query;
      client.query = ((...args: Parameters<typeof query>) => {
        client.query = query;
        const result = query.apply(client, args) as unknown;
        const [first] = args as unknown[];
        const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
        if (result instanceof Promise && typeof text === 'string' && /^\s*begin\b/i.test(text)) {
          result.catch((error: Error) => client.release(error));
        }
        return result;
      }) as typeof query;
      return client;
    });
  }) as pg.Pool['connect'];
}

/**
 * PGlite runs one statement at a time, so a transaction left open (a request waiting on something
 * that never comes) would hold every other request for ever. As PostgreSQL's
 * idle_in_transaction_session_timeout does, a transaction idle longer than idleMs between its
 * statements fails with TransactionIdleError and is rolled back; its code can no longer use it.
 */
function endIdleTransactions(client: PGlite, idleMs: number): void {
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: PGliteTransaction) => Promise<T>) =>
    transaction(async (tx) => {
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      let expire!: (error: Error) => void;
      const expired = new Promise<never>((_, reject) => (expire = reject));
      const arm = () => {
        if (settled) return;
        timer = setTimeout(() => expire(new TransactionIdleError(idleMs)), idleMs);
        timer.unref();
      };
      const busy =
        <A extends unknown[], R>(statement: (...args: A) => Promise<R>) =>
        async (...args: A): Promise<R> => {
          clearTimeout(timer);
          try {
            return await statement(...args);
          } finally {
            arm();
          }
        };
      const watched = new Proxy(tx, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          return (property === 'query' || property === 'sql' || property === 'exec') &&
            typeof value === 'function'
            ? busy(value.bind(target) as (...args: unknown[]) => Promise<unknown>)
            : value;
        },
      });
      arm();
      try {
        return await Promise.race([callback(watched), expired]);
      } finally {
        settled = true;
        clearTimeout(timer);
      }
    });
}
