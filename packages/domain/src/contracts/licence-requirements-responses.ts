import { z } from 'zod';
import { customerTypes } from './admin.ts';
import { LICENCE_SHORTFALLS, type LicenceShortfallProblem } from './licence-requirements.ts';
import { licenceTypes } from './licences.ts';

export const licenceShortfall = z.object({
  type: z.enum(licenceTypes),
  type_name: z.string(),
  problem: z.enum(Object.keys(LICENCE_SHORTFALLS) as [LicenceShortfallProblem]),
});
export type LicenceShortfall = z.infer<typeof licenceShortfall>;

/** GET /api/admin/buyers/{id}/licence-check: what the buyer's kind requires and what of it falls short. */
export const licenceCheck = z.object({
  customer_type: z.enum(customerTypes),
  required: z.array(z.enum(licenceTypes)),
  shortfall: z.array(licenceShortfall),
});
export type LicenceCheck = z.infer<typeof licenceCheck>;
