import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Permission } from '@yaocai/domain/contracts/admin';
import {
  IMAGE_BYTES_MAX,
  IMAGE_PURPOSES,
  imageUploadQuery,
  storedImage,
  type OperatorImagePurpose,
} from '@yaocai/domain/contracts/admin-files';
import { forbidden } from '@yaocai/domain/errors';
import { storeImage, uploadedPicture } from '../modules/files/images.service.ts';
import { currentOperator } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';

/** Who may upload a picture for each purpose: whoever may edit what it will be shown on. */
const PERMISSION_OF: Record<OperatorImagePurpose, Permission> = {
  goods: 'goods.write',
  banner: 'content.write',
  article: 'content.write',
  licence: 'buyers.write',
};

/** Picture uploads from the console: checked by content, re-encoded, stored under their hash. */
export const adminImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_BYTES_MAX, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/api/admin/images',
    {
      preValidation: app.requireAnyPermission([...new Set(Object.values(PERMISSION_OF))]),
      schema: { querystring: imageUploadQuery, response: answers(storedImage, 'signedIn') },
    },
    async (request) => {
      const { purpose } = request.query;
      if (!currentOperator(request).permissions.has(PERMISSION_OF[purpose]))
        throw forbidden('您没有此操作的权限');
      const image = await storeImage(app.files, await uploadedPicture(request), purpose);
      return ok(image, `${IMAGE_PURPOSES[purpose].label}已上传`);
    },
  );
};
