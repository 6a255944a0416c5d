import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { wireError } from './errors.ts';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const ASSETS_DIR = `${path.sep}assets${path.sep}`;

/**
 * Serves the built web app; any other GET outside /api and /assets gets index.html so the browser
 * router decides. Built files under /assets/ carry a content hash in their names, so browsers keep
 * them for a year; index.html is checked on every load so a new build is picked up at once. The build
 * writes .br and .gz beside each file, served instead of the file when the browser accepts them.
 * Unknown paths for other methods, and unknown /api and /assets paths, answer the wire format's 404;
 * a known path asked with the wrong method answers 405.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string | null }) => {
  const { distDir } = options;
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(ASSETS_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // @fastify/send adds the charset to text types only; SVG is text too. (The build does not
        // precompress SVG, whose type @fastify/static would then set again without the charset.)
        if (filePath.endsWith('.svg')) reply.header('content-type', 'image/svg+xml; charset=utf-8');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (distDir && isPage(request)) return reply.sendFile('index.html');
    const allowed = METHODS.filter((method) => app.findRoute({ method, url: request.url }));
    if (allowed.length > 0) return methodNotAllowed(reply, allowed);
    return reply.status(404).send(wireError(404));
  });
});

function isPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith('/assets/')
  );
}

function methodNotAllowed(reply: FastifyReply, allowed: readonly string[]) {
  return reply.status(405).header('allow', allowed.join(', ')).send(wireError(405));
}
