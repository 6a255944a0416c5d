import { IMAGE_BYTES_MAX, type StoredImageWire } from '@yaocai/domain/contracts/admin-files';
import { apiPaths } from '../config/paths';
import { api } from './api-client';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
export const IMAGE_TOO_LARGE = `图片不能超过 ${IMAGE_BYTES_MAX / 1024 / 1024} MB`;

/** Sends a buyer's picture; the server checks it by its content, shrinks it and stores it as theirs. */
export function uploadPicture(
  file: Blob,
  purpose: 'licence' | 'feedback' | 'chat',
): Promise<StoredImageWire> {
  const form = new FormData();
  form.append('file', file);
  return api.post<StoredImageWire>(apiPaths.user.upload, form, { params: { purpose }, timeout: 60_000 });
}
