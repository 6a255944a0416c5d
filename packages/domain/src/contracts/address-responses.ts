import { z } from 'zod';
import { zeroOrOne } from './wire.ts';

const postalAddressShape = z.object({
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
});
export const postalAddress = postalAddressShape.meta({ id: 'PostalAddress' });

export const address = postalAddressShape
  .extend({ id: z.number().int(), is_default: zeroOrOne })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof address>;
