import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_PURPOSES, type ImagePurpose } from '@yaocai/domain/contracts/admin-files';
import type { FastifyRequest } from 'fastify';
import { IMAGE_BYTES_MAX } from '@yaocai/domain/contracts/admin-files';
import { DomainError, invalid } from '@yaocai/domain/errors';
import type { FileArea, FileStore } from './file-store.ts';
import { uploadedFile } from './uploaded-file.ts';

/** What an uploaded picture may be, judged from its bytes, never from its name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuses decompression bombs: a small file that would decode to a huge picture. */
const PIXELS_MAX = 40_000_000;
const WRONG_TYPE = '请上传 JPG、PNG、WebP 或 GIF 图片';

/** Where stored files are served, by area: a private file's address names it as such. */
export const FILES_PATHS: Record<FileArea, string> = { public: '/files/', private: '/files/private/' };
export const STORED_NAME = /^[0-9a-f]{40}\.webp$/;

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Checks an uploaded picture, turns it upright, shrinks it to fit its purpose's box and stores it
 * re-encoded as WebP, which drops whatever else the file carried (metadata, scripts in SVG-like
 * payloads, trailing data); on the private side when its purpose is private.
 */
export async function storeImage(
  store: FileStore,
  input: Buffer,
  purpose: ImagePurpose,
): Promise<StoredImage> {
  const format = await sniffFormat(input);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid('file', WRONG_TYPE);
  const side = IMAGE_PURPOSES[purpose].side;
  const { data, info } = await sharp(input, { limitInputPixels: PIXELS_MAX })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw invalid('file', '图片已损坏，无法读取');
    });
  const name = `${createHash('sha1').update(data).digest('hex')}.webp`;
  const area = IMAGE_PURPOSES[purpose].private ? 'private' : 'public';
  await store.put(area, name, data);
  return { url: `${FILES_PATHS[area]}${name}`, width: info.width, height: info.height, bytes: data.length };
}

async function sniffFormat(input: Buffer): Promise<string | undefined> {
  try {
    const meta = await sharp(input, { limitInputPixels: PIXELS_MAX }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > PIXELS_MAX) throw invalid('file', '图片尺寸过大');
    return meta.format;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    return undefined;
  }
}

/** The one picture of a multipart upload, read whole (see uploadedFile). */
export async function uploadedPicture(request: FastifyRequest): Promise<Buffer> {
  const tooLarge = `图片不能超过 ${IMAGE_BYTES_MAX / 1024 / 1024} MB`;
  return (await uploadedFile(request, { what: '图片', tooLarge })).bytes;
}
