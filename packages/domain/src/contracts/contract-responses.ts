import { z } from 'zod';
import { instant } from './wire.ts';

export const contractState = z.object({
  signed: z.boolean(),
  signed_at: instant.nullable(),
  content: z
    .string()
    .meta({ description: "The contract as sanitised HTML, with the buyer's company filled in" }),
  title: z.string(),
});
export type ContractState = z.infer<typeof contractState>;
