import { z } from 'zod';
import { flag } from '../validation/numbers.ts';
import { instant } from './wire.ts';

export const signContractBody = z.object({
  agree: flag('同意').refine((agree) => agree, '请阅读并同意合同条款'),
});

export const contractState = z.object({
  signed: z.boolean(),
  signed_at: instant.nullable(),
  content: z
    .string()
    .meta({ description: "The contract as sanitised HTML, with the buyer's company filled in" }),
  title: z.string(),
});
export type ContractState = z.infer<typeof contractState>;
