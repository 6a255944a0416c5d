import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase, migrationsFolder } from '../db/migrate.ts';

/** Whether this run's databases are on a PostgreSQL server (TEST_DATABASE_URL) rather than PGlite. */
export const testsOnPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Tests read that variable here
 * and nowhere else. Migrated from `folder` (see migrationsBefore), by default with every migration.
 */
export async function openTestDatabase(folder = migrationsFolder): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (folder === migrationsFolder)
      return openDatabase({ kind: 'pglite', dataDir: null, from: await migrated() });
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrateDatabase(handle, folder);
    return handle;
  }
  return openPostgresTestDatabase(serverUrl, folder);
}

let migratedImage: Promise<Blob> | undefined;

/**
 * A migrated embedded database's files, made once per test worker: a file's database starts from a
 * copy of them in about a second, where starting empty and migrating takes about four.
 */
function migrated(): Promise<Blob> {
  migratedImage ??= (async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrateDatabase(handle);
      if (handle.kind !== 'pglite') throw new Error('expected an embedded database');
      return await handle.client.dumpDataDir('none');
    } finally {
      await handle.close();
    }
  })();
  return migratedImage;
}

/**
 * A fresh, migrated database on the PostgreSQL server at serverUrl, with its own URL for other
 * processes (a spawned server) to connect to; dropped again on close.
 */
export async function openPostgresTestDatabase(
  serverUrl: string,
  folder = migrationsFolder,
): Promise<DatabaseHandle & { url: string }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 10 });
  await migrateDatabase(handle, folder);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) => dropWhenClosed(client, name));
    },
  };
}

/**
 * pool.end() resolves before its sockets have closed; forcing the drop would kill them mid-close and
 * surface as an error elsewhere, so wait for them instead.
 */
async function dropWhenClosed(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The migrations up to the one before `tag`, in a folder of their own (for migrateDatabase), so a test
 * can write rows as the code before that migration did and see what the migration makes of them.
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 1) throw new Error(`no migration ${tag} after the first`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/**
 * A fresh embedded database as it was before migration `tag`, to write rows as the code before it
 * did and then migrate it (`migrateDatabase(database)`) to see what the migration makes of them.
 */
export async function databaseBefore(tag: string): Promise<DatabaseHandle> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const before = await migrationsBefore(tag);
  try {
    await migrateDatabase(database, before);
  } finally {
    await rm(before, { recursive: true, force: true });
  }
  return database;
}
