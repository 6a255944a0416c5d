import { z } from 'zod';
import { text } from '../validation/text.ts';

/**
 * Internal notes operators keep on an order or a buyer (/api/admin/orders/{id}/notes,
 * /api/admin/buyers/{id}/notes): plain text, shown to operators only, never to the buyer.
 */
export const NOTE_MAX = 500;
export const noteTargets = ['order', 'buyer'] as const;
export type NoteTarget = (typeof noteTargets)[number];

export const noteBody = z.object({ content: text('备注内容', NOTE_MAX, { multiline: true }) });
export type NoteBody = z.infer<typeof noteBody>;
