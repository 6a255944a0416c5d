import { z } from 'zod';
import { instant, pagedOf, wholeNumber } from './wire.ts';

export const buyerMessage = z
  .object({
    id: wholeNumber,
    title: z.string(),
    content: z.string(),
    read_at: instant.nullable(),
    created_at: instant,
  })
  .meta({ id: 'BuyerMessage' });
export type BuyerMessage = z.infer<typeof buyerMessage>;

/** A page of the buyer's messages, and how many of all of them are unread. */
export const buyerMessageList = pagedOf(buyerMessage).extend({ unread: wholeNumber });
export type BuyerMessageList = z.infer<typeof buyerMessageList>;

export const unreadCount = z.object({ unread: wholeNumber });
