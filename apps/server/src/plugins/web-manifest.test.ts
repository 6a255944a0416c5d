import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveShopSettings } from '../modules/content/settings.service.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const getManifest = () => t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });

describe('/manifest.webmanifest', () => {
  it('describes the shop for installing on a phone: its title, a standalone window from 首页, its icons', async () => {
    const response = await getManifest();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      short_name: '药采网',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      lang: 'zh-CN',
    });
    expect(manifest.icons).toContainEqual({
      src: '/icons/icon-any-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'any',
    });
    expect(manifest.icons).toContainEqual({
      src: '/icons/icon-maskable-192.png',
      sizes: '192x192',
      type: 'image/png',
      purpose: 'maskable',
    });
  });

  it('carries the title operators give the site, and the configured one again once theirs is cleared', async () => {
    await saveShopSettings(t.db, { site: { site_title: '杏林采购' } }, t.app.caches);
    expect((await getManifest()).json()).toMatchObject({
      short_name: '杏林采购',
      name: '杏林采购 - 医药采购批发平台',
    });
    await saveShopSettings(t.db, { site: { site_title: '' } }, t.app.caches);
    expect((await getManifest()).json()).toMatchObject({ short_name: '药采网' });
  });
});
