import { z } from 'zod';
import { instant, pagedOf, wholeNumber } from './wire.ts';

/** An internal note on an order or a buyer, as the console lists them. */
export const internalNote = z
  .object({
    id: wholeNumber,
    content: z.string(),
    author_id: wholeNumber,
    author: z.string().meta({ description: "The operator's name" }),
    created_at: instant,
  })
  .meta({ id: 'InternalNote' });
export type InternalNote = z.infer<typeof internalNote>;

export const internalNotePage = pagedOf(internalNote);
export type InternalNotePage = z.infer<typeof internalNotePage>;
