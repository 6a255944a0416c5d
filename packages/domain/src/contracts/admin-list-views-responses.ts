import { z } from 'zod';
import { listViewList } from './admin-list-views.ts';
import { instant, wholeNumber } from './wire.ts';

/** An operator's saved view of a console list. */
export const listView = z
  .object({
    id: wholeNumber,
    list: listViewList,
    name: z.string(),
    params: z.record(z.string(), z.string()),
    updated_at: instant,
  })
  .meta({ id: 'ListView' });
export type ListView = z.infer<typeof listView>;
