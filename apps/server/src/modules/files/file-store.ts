import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Which side of the store a file is kept on: public files (goods images, banners) are served to
 * anyone, private ones (licence scans, feedback pictures) only to whom they concern. Kept apart so
 * that no address of one side can reach a file of the other.
 */
export type FileArea = 'public' | 'private';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live (goods images, banners, licence scans). Names are content hashes, so a
 * file is never changed once stored. The storage folder is the default; object storage would be
 * another implementation of this interface.
 */
export interface FileStore {
  /** Stores the bytes under name; a file of that name already stored is the same file and is kept. */
  put(area: FileArea, name: string, bytes: Buffer): Promise<void>;
  /** The file and its size, or null when there is none. */
  open(area: FileArea, name: string): Promise<StoredFile | null>;
  /** Copies a file from one area to another (kept if already there); false when there is no such file. */
  copy(name: string, from: FileArea, to: FileArea): Promise<boolean>;
  /** Deletes a file; one already gone is no error. */
  remove(area: FileArea, name: string): Promise<void>;
}

/**
 * Files in a folder on this machine, private ones in its `private/` folder, each written whole (to a
 * temporary name, then renamed).
 */
export function diskFileStore(dir: string): FileStore {
  const folders: Record<FileArea, string> = { public: dir, private: path.join(dir, 'private') };
  const ready = mkdir(folders.private, { recursive: true });
  const pathOf = (area: FileArea, name: string) => path.join(folders[area], path.basename(name));
  /** Writes a file whole: `write` fills a temporary name, renamed to target when done. */
  const writeWhole = async (target: string, write: (temporary: string) => Promise<void>) => {
    await ready;
    if (await sizeOf(target)) return;
    const temporary = `${target}.${process.pid}.${Date.now()}.part`;
    await write(temporary);
    await rename(temporary, target);
  };
  return {
    put: (area, name, bytes) => writeWhole(pathOf(area, name), (temporary) => writeFile(temporary, bytes)),
    async open(area, name) {
      await ready;
      const target = pathOf(area, name);
      const size = await sizeOf(target);
      return size === null ? null : { stream: createReadStream(target), size };
    },
    async copy(name, from, to) {
      const source = pathOf(from, name);
      if ((await sizeOf(source)) === null) return false;
      // Another instance may move the same file away meanwhile.
      return writeWhole(pathOf(to, name), (temporary) => copyFile(source, temporary)).then(
        () => true,
        ifGone(() => false),
      );
    },
    async remove(area, name) {
      await unlink(pathOf(area, name)).catch(ifGone(() => undefined));
    },
  };
}

/** An error handler answering `gone()` when the file did not exist, rethrowing any other error. */
const ifGone =
  <T>(gone: () => T) =>
  (error: unknown): T => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return gone();
    throw error;
  };

const sizeOf = (file: string): Promise<number | null> =>
  stat(file).then(
    (found) => found.size,
    ifGone(() => null),
  );
