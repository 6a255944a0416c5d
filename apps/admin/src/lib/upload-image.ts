import { useState } from 'react';
import {
  IMAGE_BYTES_MAX,
  type ImagePurpose,
  type StoredImageWire,
} from '@yaocai/domain/contracts/admin-files';
import { apiPaths } from '../config/paths';
import { api, isApiError } from './api-client';
import { message } from './feedback';

/** What a picture input offers to choose: the formats the server accepts. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** Sends a picture; the server checks it by its content, shrinks it to fit `purpose` and stores it. */
export function uploadImage(file: Blob, purpose: ImagePurpose): Promise<StoredImageWire> {
  const form = new FormData();
  form.append('file', file);
  return api.post<StoredImageWire>(apiPaths.images, form, { params: { purpose }, timeoutMs: 60_000 });
}

/**
 * Uploads a chosen picture and hands over what was stored; a picture too large is refused before it
 * is sent, and a refusal is shown with the server's reason.
 */
export function useImageUpload(
  purpose: ImagePurpose,
  onStored: (image: StoredImageWire, file: File) => void,
) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    if (file.size > IMAGE_BYTES_MAX) {
      message.error(`图片不能超过 ${IMAGE_BYTES_MAX / 1024 / 1024} MB`);
      return;
    }
    setUploading(true);
    try {
      onStored(await uploadImage(file, purpose), file);
    } catch (error) {
      const reason = isApiError(error) ? (Object.values(error.errors)[0]?.[0] ?? error.msg) : '';
      message.error(reason || '上传失败，请稍后重试');
    } finally {
      setUploading(false);
    }
  };
  return { uploading, upload };
}
