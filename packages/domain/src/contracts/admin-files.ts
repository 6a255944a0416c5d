import { z } from 'zod';

/**
 * Pictures uploaded, by what they are for: each is shrunk to fit its box (pixels a side). Private
 * ones (a buyer's licences, ID cards, feedback, chat pictures) are shown only to their buyer and to operators who
 * may read them; the others to anyone.
 */
export const IMAGE_PURPOSES = {
  goods: { side: 1200, label: '商品图片', private: false },
  banner: { side: 1920, label: '广告图片', private: false },
  article: { side: 1200, label: '文章图片', private: false },
  licence: { side: 2400, label: '资质扫描件', private: true },
  feedback: { side: 1600, label: '反馈图片', private: true },
  chat: { side: 1600, label: '图片', private: true },
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

/** What a buyer may upload pictures for: their licences, feedback, and the chat with the desk. */
export const BUYER_IMAGE_PURPOSES = ['licence', 'feedback', 'chat'] as const;
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
