import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Permission } from '@yaocai/domain/contracts/admin';
import { notFound } from '@yaocai/domain/errors';
import { fileAnswers } from '../../plugins/wire.ts';
import type { FileStore, StoredFile } from './file-store.ts';
import { FILES_PATHS, STORED_NAME } from './images.service.ts';
import { mayReadPrivateFile, movePrivatisedFiles } from './private-files.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

const picture = z.string().meta({ description: 'A stored picture (WebP)', format: 'binary' });
const schema = {
  params: z.object({ name: z.string().max(100) }),
  response: fileAnswers('image/webp', picture),
};
/** Whoever asked, a private file's answer is theirs alone: no cache, a browser's or a proxy's, keeps it. */
const PRIVATE_CACHE = 'private, no-store';
const missing = () => notFound('文件不存在');

function sendPicture(reply: FastifyReply, file: StoredFile) {
  return reply
    .type('image/webp')
    .header('content-length', file.size)
    .header('content-security-policy', "default-src 'none'")
    .send(file.stream);
}

interface FilesOptions {
  store: FileStore;
  /** Whether another part of the shop shows the private file `name` to an operator who may do this. */
  sharedWith?: (name: string, permissions: ReadonlySet<Permission>) => Promise<boolean>;
}

/**
 * The store of uploaded files, and their addresses. A public file never changes (its name is its
 * hash), so browsers and proxies keep it for a year, and serving it reads no database. A private
 * one (a licence scan, a feedback picture, a chat picture) is shown only to a buyer who holds it, to
 * operators who may read buyers, and to those another part shares it with (the desk), whichever of the two sessions the request carries; anyone else is told there
 * is no such file.
 */
export const filesPlugin = fp(async (app: FastifyInstance, options: FilesOptions) => {
  const { store, sharedWith } = options;
  app.decorate('files', store);
  await movePrivatisedFiles(app.db, store, app.log);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(`${FILES_PATHS.public}:name`, { schema }, async (request, reply) => {
    const { name } = request.params;
    const file = STORED_NAME.test(name) ? await store.open('public', name) : null;
    if (!file) throw missing();
    return sendPicture(reply.header('cache-control', 'public, max-age=31536000, immutable'), file);
  });

  routes.get(
    `${FILES_PATHS.private}:name`,
    {
      schema,
      onSend: async (_request, reply, payload) => {
        reply.header('cache-control', PRIVATE_CACHE);
        return payload;
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const reader = { userId: request.userId, operatorPermissions: request.operator?.permissions ?? null };
      const readable =
        STORED_NAME.test(name) &&
        ((await mayReadPrivateFile(app.db, name, reader)) ||
          (!!sharedWith &&
            !!reader.operatorPermissions &&
            (await sharedWith(name, reader.operatorPermissions))));
      const file = readable ? await store.open('private', name) : null;
      if (!file) throw missing();
      return sendPicture(reply, file);
    },
  );
});
