import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { shownShopSettings, siteTitleOf } from '../modules/content/settings.service.ts';

const BRAND_RED = '#e1251b';
const MANIFEST_TYPE = 'application/manifest+json';

const icon = z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() });
const webManifest = z
  .object({
    name: z.string(),
    short_name: z.string(),
    description: z.string(),
    lang: z.string(),
    start_url: z.string(),
    scope: z.string(),
    display: z.literal('standalone'),
    background_color: z.string(),
    theme_color: z.string(),
    icons: z.array(icon),
  })
  .meta({ id: 'WebManifest', description: 'The web app manifest: the shop installed on a phone' });

const ICONS = [192, 512].flatMap((size) =>
  (['any', 'maskable'] as const).map((purpose) => ({
    src: `/icons/icon-${purpose}-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  })),
);

/**
 * `/manifest.webmanifest`: what a phone needs to install the shop, under the title operators set
 * (the built app's files cannot know it). The service worker caches nothing of it.
 */
export function registerWebManifest(app: FastifyInstance, configuredTitle: string) {
  app.get(
    '/manifest.webmanifest',
    { schema: { response: { 200: { content: { [MANIFEST_TYPE]: { schema: webManifest } } } } } },
    async (_request, reply) => {
      const siteTitle = siteTitleOf(await shownShopSettings(app.db, app.caches), configuredTitle);
      const manifest: z.infer<typeof webManifest> = {
        name: `${siteTitle} - 医药采购批发平台`,
        short_name: siteTitle,
        description: '药店、诊所的药品、中药饮片和医疗器械批发采购',
        lang: 'zh-CN',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        background_color: '#f5f5f5',
        theme_color: BRAND_RED,
        icons: ICONS,
      };
      return reply
        .type(`${MANIFEST_TYPE}; charset=utf-8`)
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(manifest));
    },
  );
}
