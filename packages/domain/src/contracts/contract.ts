import { z } from 'zod';
import { flag } from '../validation/numbers.ts';

export const signContractBody = z.object({
  agree: flag('同意').refine((agree) => agree, '请阅读并同意合同条款'),
});

export type { ContractState } from './contract-responses.ts';
