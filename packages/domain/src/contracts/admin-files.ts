import { z } from 'zod';

/** Pictures operators upload, by what they are for: each is shrunk to fit its box (pixels a side). */
export const IMAGE_PURPOSES = {
  goods: { side: 1200, label: '商品图片' },
  banner: { side: 1920, label: '广告图片' },
  article: { side: 1200, label: '文章图片' },
  licence: { side: 2400, label: '资质扫描件' },
  feedback: { side: 1600, label: '反馈图片' },
} as const;
export type ImagePurpose = keyof typeof IMAGE_PURPOSES;

/** The largest picture accepted, before it is re-encoded. */
export const IMAGE_BYTES_MAX = 8 * 1024 * 1024;

/** What operators upload pictures for. */
export const OPERATOR_IMAGE_PURPOSES = ['goods', 'banner', 'article', 'licence'] as const;
export type OperatorImagePurpose = (typeof OPERATOR_IMAGE_PURPOSES)[number];

export const imageUploadQuery = z.object({
  purpose: z.enum(OPERATOR_IMAGE_PURPOSES, { error: '图片用途不正确' }),
});

/** What a buyer may upload pictures for: their licences, and feedback. */
export const BUYER_IMAGE_PURPOSES = ['licence', 'feedback'] as const;
export const buyerImageUploadQuery = z.object({
  purpose: z.enum(BUYER_IMAGE_PURPOSES, { error: '图片用途不正确' }),
});
/** Most pictures one buyer uploads in a minute. */
export const BUYER_UPLOADS_PER_MINUTE = 20;

export const storedImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type StoredImageWire = z.infer<typeof storedImage>;
