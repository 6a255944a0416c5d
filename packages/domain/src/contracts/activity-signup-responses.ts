import { z } from 'zod';
import { instant } from './wire.ts';

/** GET /api/activity/signup: the sign-up running (or none), places left, and the buyer's own sign-up. */
export const signupPage = z
  .object({
    state: z.enum(['running', 'scheduled', 'ended', 'none']),
    id: z.number().int().nullable(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    starts_at: instant.nullable(),
    ends_at: instant.nullable(),
    cap: z.number().int(),
    left: z.number().int(),
    mine: z
      .object({ contact_name: z.string(), phone: z.string(), remark: z.string(), created_at: instant })
      .nullable(),
  })
  .meta({ id: 'SignupPage' });
export type SignupPage = z.infer<typeof signupPage>;
