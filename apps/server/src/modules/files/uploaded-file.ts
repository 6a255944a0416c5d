import type { FastifyRequest } from 'fastify';
import { invalid } from '@yaocai/domain/errors';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

interface Expected {
  /** What the file is, for the messages (图片, or " Excel 文件" with the space Latin letters take). */
  what: string;
  /** The message for a file over the route's size limit (the multipart plugin's `fileSize`). */
  tooLarge: string;
}

const TOO_LARGE = 413;

/**
 * The one file of a multipart upload (its `file` part), read whole before anything is done with it:
 * no transaction or lock may wait on a client's network. Refused on the `file` field when the request
 * is not multipart, is malformed or cut short (no boundary, a part that never ends, a client that
 * stopped sending), has no such part, is empty, or is larger than the route's limit.
 */
export async function uploadedFile(request: FastifyRequest, expected: Expected): Promise<UploadedFile> {
  const broken = () => invalid('file', `上传的${expected.what}不完整或格式不正确，请重新上传`);
  if (!request.isMultipart()) throw invalid('file', `请上传${expected.what}（multipart/form-data）`);
  const file = await request.file().catch(() => {
    throw broken();
  });
  if (!file || file.fieldname !== 'file') throw invalid('file', `请上传${expected.what}`);
  const bytes = await file.toBuffer().catch((error: unknown) => {
    throw (error as { statusCode?: number }).statusCode === TOO_LARGE
      ? invalid('file', expected.tooLarge)
      : broken();
  });
  if (bytes.length === 0) throw invalid('file', `请上传${expected.what}`);
  return { name: file.filename, bytes };
}
