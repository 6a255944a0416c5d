import { z } from 'zod';
import { drawPrizeKinds } from './activity-prize-draw.ts';
import { instant, pagedOf } from './wire.ts';

/** One win of a prize draw as the console lists it: who, what, when, and for a gift whether it went out. */
export const adminDrawRecord = z
  .object({
    id: z.number().int(),
    buyer_id: z.number().int(),
    company: z.string(),
    phone: z.string(),
    prize_name: z.string(),
    prize_kind: z.enum(drawPrizeKinds),
    /** A gift prize's goods and pieces; null for the other kinds. */
    goods_name: z.string().nullable(),
    goods_number: z.number().int().nullable(),
    won_at: instant,
    sent_at: instant.nullable(),
    sent_by: z.string().nullable(),
  })
  .meta({ id: 'AdminDrawRecord' });
export type AdminDrawRecord = z.infer<typeof adminDrawRecord>;

export const adminDrawRecordList = pagedOf(adminDrawRecord);
export type AdminDrawRecordList = z.infer<typeof adminDrawRecordList>;
