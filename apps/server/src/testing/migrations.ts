import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase, migrationsFolder } from '../db/migrate.ts';

/** The migrations up to the one before `tag`, in a folder of their own. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`no migration before ${tag}`);
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
