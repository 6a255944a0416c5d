import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (goods images, banners, licence scans). Names are content hashes, so a
 * file is never changed once stored. The storage folder is the default; object storage would be
 * another implementation of this interface.
 */
export interface FileStore {
  /** Stores the bytes under name; a file of that name already stored is the same file and is kept. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file and its size, or null when there is none. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
}

/** Files in a folder on this machine, written whole (to a temporary name, then renamed). */
export function diskFileStore(dir: string): FileStore {
  const ready = mkdir(dir, { recursive: true });
  const pathOf = (name: string) => path.join(dir, path.basename(name));
  return {
    async put(name, bytes) {
      await ready;
      const target = pathOf(name);
      if (await sizeOf(target)) return;
      const temporary = `${target}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    async open(name) {
      await ready;
      const target = pathOf(name);
      const size = await sizeOf(target);
      return size === null ? null : { stream: createReadStream(target), size };
    },
  };
}

async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
