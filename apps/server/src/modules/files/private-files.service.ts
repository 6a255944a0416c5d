import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Permission } from '@yaocai/domain/contracts/admin';
import type { ImagePurpose } from '@yaocai/domain/contracts/admin-files';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import type { FileStore } from './file-store.ts';
import { privateFileHolders, privateFileMoves } from './files.tables.ts';
import { FILES_PATHS, STORED_NAME, storeImage, type StoredImage } from './images.service.ts';

/** The console shows buyers' licences (客户) and their feedback (求购与反馈) under this permission. */
export const PRIVATE_FILES_PERMISSION: Permission = 'buyers.read';

/** Who asks for a private file: the buyer and the operator signed in on the request, either or both. */
export interface PrivateFileReader {
  userId: number | null;
  operatorPermissions: ReadonlySet<Permission> | null;
}

/** The name of the private file at `url`, or null when it is not the address of one. */
export function privateFileName(url: string): string | null {
  if (!url.startsWith(FILES_PATHS.private)) return null;
  const name = url.slice(FILES_PATHS.private.length);
  return STORED_NAME.test(name) ? name : null;
}

/** A buyer's upload, stored (see storeImage) and theirs to see and attach. */
export async function storeBuyerImage(
  db: Executor,
  store: FileStore,
  userId: number,
  input: Buffer,
  purpose: ImagePurpose,
): Promise<StoredImage> {
  const image = await storeImage(store, input, purpose);
  await holdPrivateFiles(db, userId, [image.url]);
  return image;
}

/** Records that the buyer holds the private files among `urls` (an operator filed them for the buyer). */
export async function holdPrivateFiles(db: Executor, userId: number, urls: readonly string[]): Promise<void> {
  const names = new Set(urls.map(privateFileName).filter((name) => name !== null));
  if (names.size === 0) return;
  await db
    .insert(privateFileHolders)
    .values([...names].map((name) => ({ name, userId })))
    .onConflictDoNothing();
}

/**
 * Refuses (422 on `field`, with `message`) unless each of `urls` is a private file the buyer holds:
 * a buyer attaches only pictures they uploaded, never another buyer's address nor an outside one.
 */
export async function assertHeldPrivateFiles(
  db: Executor,
  userId: number,
  urls: readonly string[],
  refusal: { field: string; message: string },
): Promise<void> {
  const names = new Set(urls.map(privateFileName));
  if (names.has(null)) throw invalid(refusal.field, refusal.message);
  if (names.size === 0) return;
  const held = await db
    .select({ name: privateFileHolders.name })
    .from(privateFileHolders)
    .where(
      and(eq(privateFileHolders.userId, userId), inArray(privateFileHolders.name, [...names] as string[])),
    );
  if (held.length !== names.size) throw invalid(refusal.field, refusal.message);
}

/** Whether the reader may see the private file `name`: an operator who may read buyers, or a buyer holding it. */
export async function mayReadPrivateFile(
  db: Executor,
  name: string,
  reader: PrivateFileReader,
): Promise<boolean> {
  if (reader.operatorPermissions?.has(PRIVATE_FILES_PERMISSION)) return true;
  if (reader.userId === null) return false;
  const held = await db
    .select({ name: privateFileHolders.name })
    .from(privateFileHolders)
    .where(and(eq(privateFileHolders.name, name), eq(privateFileHolders.userId, reader.userId)))
    .limit(1);
  return held.length > 0;
}

/**
 * Moves the files migration 0041 queued to the private side of the store: each is copied there, then
 * deleted from the public side unless a public row uses it too. Every instance runs this as it
 * starts; each step may be repeated, so instances starting together, or a start cut short, do no
 * harm. A file whose move fails is logged and stays queued for the next start.
 */
export async function movePrivatisedFiles(
  db: Executor,
  store: FileStore,
  log: FastifyBaseLogger,
): Promise<void> {
  let moved = 0;
  for (const { name, keepPublic } of await db.select().from(privateFileMoves)) {
    try {
      // False when there is no public copy: already moved by another instance, or never stored.
      await store.copy(name, 'public', 'private');
      if (!keepPublic) await store.remove('public', name);
      await db.delete(privateFileMoves).where(eq(privateFileMoves.name, name));
      moved++;
    } catch (error) {
      log.error(
        { err: error, name },
        'moving an upload to the private side failed; tried again at the next start',
      );
    }
  }
  if (moved > 0) log.info(`${moved} licence scans and feedback pictures moved to the private side`);
}
