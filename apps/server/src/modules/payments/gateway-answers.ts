import { z } from 'zod';
import { refusalBody } from '@yaocai/domain/contracts/wire';

/** The gateway answers in its own protocol: text, not the shop's wire format. */
export const text = <M extends string>(mediaType: M, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.string().meta({ description }) } } as Record<
    M,
    { schema: z.ZodString }
  >,
});
/** A bad link or signature: plain text; a malformed request: the shop's JSON refusal. */
export const gatewayRefusal = {
  description: 'Refused by the gateway',
  content: {
    'text/plain': { schema: z.string().meta({ description: 'Why the gateway refused' }) },
    'application/json': { schema: refusalBody },
  },
};
