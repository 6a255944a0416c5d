import { z } from 'zod';

/** Pictures operators upload, by what they are for: each is shrunk to fit its box (pixels a side). */
export const IMAGE_PURPOSES = {
  goods: { side: 1200, label: '商品图片' },
  banner: { side: 1920, label: '广告图片' },
  article: { side: 1200, label: '文章图片' },
  licence: { side: 2400, label: '资质扫描件' },
} as const;
export type ImagePurpose = keyof typeof IMAGE_PURPOSES;
export const imagePurposes = Object.keys(IMAGE_PURPOSES) as ImagePurpose[];

/** The largest picture accepted, before it is re-encoded. */
export const IMAGE_BYTES_MAX = 8 * 1024 * 1024;

export const imageUploadQuery = z.object({
  purpose: z.enum(imagePurposes as [ImagePurpose, ...ImagePurpose[]], { error: '图片用途不正确' }),
});

export const storedImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type StoredImageWire = z.infer<typeof storedImage>;
