import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { Code, Message } from '@yaocai/domain/codes';

/**
 * Serves the built web app; any other GET outside /api gets index.html so the browser router decides.
 * Unknown /api paths answer the JSON 404 of the wire format.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string | null }) => {
  const { distDir } = options;
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && distDir) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ code: Code.notFound, msg: Message.notFound, data: null });
  });
});
