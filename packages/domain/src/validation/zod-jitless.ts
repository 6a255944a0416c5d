import { z } from 'zod';

/*
 * Imported for its effect, before any schema is built: the web app's Content-Security-Policy forbids
 * eval, and otherwise Zod probes `new Function` when it builds its first object schema (to compile
 * faster parsers), which the browser reports as a policy violation even though Zod catches it.
 */
z.config({ jitless: true });
