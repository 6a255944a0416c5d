import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BUYER_UPLOADS_PER_MINUTE,
  buyerImageUploadQuery,
  IMAGE_BYTES_MAX,
  IMAGE_PURPOSES,
  storedImage,
} from '@yaocai/domain/contracts/admin-files';
import { currentUserId } from '../../plugins/session.ts';
import { answers, ok } from '../../plugins/wire.ts';
import { uploadedPicture } from './images.service.ts';
import { storeBuyerImage } from './private-files.service.ts';

/**
 * A signed-in buyer's picture uploads (licence scans, feedback): checked by content, re-encoded and
 * stored under their hash, as the console's are, on the private side, theirs; a few a minute per buyer.
 */
export const buyerUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_BYTES_MAX, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/api/user/upload',
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: {
          max: BUYER_UPLOADS_PER_MINUTE,
          timeWindow: 60_000,
          groupId: 'buyer-upload',
          keyGenerator: (request) => `buyer:${request.userId ?? request.ip}`,
        },
      },
      schema: { querystring: buyerImageUploadQuery, response: answers(storedImage, 'signedIn') },
    },
    async (request) => {
      const { purpose } = request.query;
      const picture = await uploadedPicture(request);
      const image = await storeBuyerImage(app.db, app.files, currentUserId(request), picture, purpose);
      return ok(image, `${IMAGE_PURPOSES[purpose].label}已上传`);
    },
  );
};
