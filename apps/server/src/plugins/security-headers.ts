import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** One year, the usual HSTS lifetime. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser-side defences on every answer. Scripts only from our own files (the build emits no inline
 * script); inline styles are allowed because antd writes its CSS-in-JS into style tags; images may be
 * data: URLs because the shop's banners are data: SVGs. HSTS only on HTTPS answers (behind a proxy,
 * with TRUST_PROXY on, X-Forwarded-Proto tells), so a plain-http install keeps working.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
