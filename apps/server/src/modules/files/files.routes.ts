import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@yaocai/domain/errors';
import { fileAnswers } from '../../plugins/wire.ts';
import type { FileStore } from './file-store.ts';
import { FILES_PATH, STORED_NAME } from './images.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

const picture = z.string().meta({ description: 'A stored picture (WebP)', format: 'binary' });

/**
 * The store of uploaded files, and their addresses. A stored file never changes (its name is its
 * hash), so browsers and proxies keep it for a year.
 */
export const filesPlugin = fp(async (app: FastifyInstance, options: { store: FileStore }) => {
  app.decorate('files', options.store);
  app.withTypeProvider<ZodTypeProvider>().get(
    `${FILES_PATH}:name`,
    {
      schema: {
        params: z.object({ name: z.string().max(100) }),
        response: fileAnswers('image/webp', picture),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = STORED_NAME.test(name) ? await options.store.open(name) : null;
      if (!file) throw notFound('文件不存在');
      return reply
        .type('image/webp')
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(file.stream);
    },
  );
});
