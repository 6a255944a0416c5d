import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/wire.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ siteTitle: string }> = async (app, { siteTitle }) => {
  app.get('/api/global/site', async () => ok({ site_title: siteTitle }));
};
