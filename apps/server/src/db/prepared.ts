import type { Executor } from './client.ts';

const statementsByDatabase = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A query of fixed shape, built once per database handle and then only executed with new values:
 * Drizzle skips rebuilding the SQL (most of a small query's cost on the server), and PostgreSQL
 * parses and plans it once per connection. `name` must be unique to the query's text.
 */
export function prepared<T>(db: Executor, name: string, build: (db: Executor, name: string) => T): T {
  let statements = statementsByDatabase.get(db);
  if (!statements) statementsByDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}
