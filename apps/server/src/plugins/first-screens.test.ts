import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveShopSettings } from '../modules/content/settings.service.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { signInBuyer } from '../testing/sign-in.ts';

// Over the compression threshold, as a real page is.
const TEMPLATE = `<!doctype html><title>药采网</title><p>${'药'.repeat(400)}</p><div id="root"><!--first-screen--></div>`;

/**
 * A stand-in for the web build's renderer (apps/web/src/first-screen.tsx, tested there): it keeps
 * the paths it was asked for, so the tests can tell what the server rendered and how often.
 */
const SHEET = '/styles/antd-goods-0123456789abcdef.css';
const RENDERER = `
export const asked = [];
export const sheetsMade = [];
export function sharedStylesheets() {
  sheetsMade.push(1);
  return [
    { href: '/styles/antd-base-0123456789abcdef.css', css: ':root{--x:1}' },
    { href: '${SHEET}', css: '.ant-btn{color:#e1251b}\\n'.repeat(200) },
  ];
}
export async function renderFirstScreen(url, { template, siteTitle, readApi }) {
  asked.push(url);
  const pathname = url.split('?')[0];
  // Long enough that the pages asked together overlap, even when a busy machine reads their sessions slowly.
  await new Promise((resolve) => setTimeout(resolve, 150));
  if (pathname === '/with-data') {
    const drawn = readApi ? (await readApi('/api/global/site')).data.data.site_title : 'loading';
    return { kind: 'page', html: template.replace('<!--first-screen-->', () => '<h1>' + drawn + '</h1>') };
  }
  if (pathname === '/mine') {
    if (!readApi) return { kind: 'page', html: template.replace('<!--first-screen-->', () => '<h1>loading</h1>') };
    const state = (await readApi('/api/user/base')).data;
    const drawn = state.code === 10000 ? state.data.phone + ' ' + state.data.cart : 'visitor';
    return { kind: 'page', html: template.replace('<!--first-screen-->', () => '<h1>' + drawn + '</h1>') };
  }
  if (pathname === '/') return { kind: 'redirect', status: 302, location: '/landing' };
  if (pathname === '/landing')
    return { kind: 'page', html: template.replace('<!--first-screen-->', () => '<h1>' + siteTitle + ' $& 首屏</h1>') };
  if (pathname === '/broken') throw new Error('the renderer broke');
  return null;
}
`;

let dir: string;
let t: TestApp;
let asked: string[];
let sheetsMade: number[];

/** A built web app: dist/index.html, and the renderer module beside it. */
function fakeBuild(renderer: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'first-screens-'));
  const dist = path.join(root, 'dist');
  const entry = path.join(root, 'renderer.mjs');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(entry, renderer);
  return { root, dist, entry };
}

beforeAll(async () => {
  const build = fakeBuild(RENDERER);
  dir = build.root;
  t = await buildTestApp({ WEB_DIST_DIR: build.dist, WEB_FIRST_SCREEN_ENTRY: build.entry });
  ({ asked, sheetsMade } = (await import(pathToFileURL(build.entry).href)) as {
    asked: string[];
    sheetsMade: number[];
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('pages whose first screen the server renders', () => {
  it('sends the rendered document, rendered once however often and however many at a time it is asked', async () => {
    const responses = await Promise.all(
      ['/landing', '/landing', '/landing', '/landing'].map((url) => get(url)),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(response.body).toBe(TEMPLATE.replace('<!--first-screen-->', () => '<h1>药采网 $& 首屏</h1>'));
    }
    const br = await get('/landing', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>药采网 $& 首屏</h1>');
    const gz = await get('/landing', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<h1>药采网 $& 首屏</h1>');
    expect(asked.filter((pathname) => pathname === '/landing')).toHaveLength(1);
  });

  it("draws a visitor's page with visitors' answers, kept for the next visitor", async () => {
    const visitor = await get('/with-data?page=2');
    expect(visitor.body).toContain('<h1>药采网</h1>');
    // Said in a header, for the service worker that keeps pages by what they were drawn with.
    expect(visitor.headers['x-first-screen']).toBe('data');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    await get('/with-data?page=2');
    expect(asked.filter((url) => url === '/with-data?page=2')).toHaveLength(1);
  });

  it("draws a signed-in buyer's page with their own answers, for each request, kept by nobody", async () => {
    const first = await signInBuyer(t);
    const second = await signInBuyer(t);
    const [one, other, visitor] = await Promise.all([
      get('/mine?q=1', { cookie: `sid=${first.client.cookie('sid')}` }),
      get('/mine?q=1', { cookie: `sid=${second.client.cookie('sid')}` }),
      get('/mine?q=1'),
    ]);
    expect(one.body).toContain(`<h1>${first.buyer.phone} 0</h1>`);
    expect(other.body).toContain(`<h1>${second.buyer.phone} 0</h1>`);
    expect(visitor.body).toContain('<h1>visitor</h1>');
    for (const page of [one, other]) {
      expect(page.headers['x-first-screen']).toBe('buyer');
      expect(page.headers['cache-control']).toBe('private, no-cache');
    }
    expect(visitor.headers['x-first-screen']).toBe('data');
    const again = await get('/mine?q=1', {
      cookie: `sid=${first.client.cookie('sid')}`,
      'accept-encoding': 'br',
    });
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toContain(`<h1>${first.buyer.phone} 0</h1>`);
    expect(asked.filter((url) => url === '/mine?q=1')).toHaveLength(4);
  });

  it("sends a session the server does not know the visitors' page", async () => {
    const page = await get('/mine?q=2', { cookie: 'sid=no-such-session' });
    expect(page.body).toContain('<h1>visitor</h1>');
    expect(page.headers['x-first-screen']).toBe('data');
  });

  it("draws two buyers' pages at a time, sending the others their loading states meanwhile", async () => {
    const { client } = await signInBuyer(t);
    const pages = await Promise.all(
      [1, 2, 3, 4].map((n) => get(`/mine?n=${n}`, { cookie: `sid=${client.cookie('sid')}` })),
    );
    const drawn = pages.map((page) => page.headers['x-first-screen']).sort();
    expect(drawn).toEqual(['buyer', 'buyer', 'loading', 'loading']);
    expect(pages.filter((page) => page.body.includes('<h1>loading</h1>'))).toHaveLength(2);
  });

  it('draws one new page with data at a time, sending the others their loading states meanwhile', async () => {
    const [first, second] = await Promise.all([get('/with-data?page=3'), get('/with-data?page=4')]);
    expect([first.body, second.body].map((body) => /<h1>(.*?)<\/h1>/.exec(body)?.[1]).sort()).toEqual([
      'loading',
      '药采网',
    ]);
    expect([first, second].map((page) => page.headers['x-first-screen']).sort()).toEqual(['data', 'loading']);
    const again = await get('/with-data?page=4');
    expect(again.body).toContain('<h1>药采网</h1>');
  });

  it('renders the page again with the title operators give the site', async () => {
    await saveShopSettings(t.db, { site: { site_title: '杏林采购' } }, t.app.caches);
    const renamed = await get('/landing');
    expect(renamed.body).toContain('<h1>杏林采购 $& 首屏</h1>');
    await saveShopSettings(t.db, { site: { site_title: '' } }, t.app.caches);
    expect((await get('/landing')).body).toContain('<h1>药采网 $& 首屏</h1>');
  });

  it('answers the redirect the route table asks for', async () => {
    const response = await get('/?utm=1');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/landing');
  });

  it('sends the plain index.html for the pages the browser renders alone, and when rendering fails', async () => {
    for (const url of ['/cart', '/list?select=3', '/broken', '/broken']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(TEMPLATE);
      expect(response.headers['x-first-screen'], url).toBeUndefined();
    }
    expect(asked.filter((pathname) => pathname === '/broken')).toHaveLength(1);
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/landing' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });
});

describe('the stylesheets the first screens share', () => {
  it('is sent compressed and kept for a year, made once however often it is asked for', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get(SHEET, { 'accept-encoding': 'br' })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(
        '.ant-btn{color:#e1251b}\n'.repeat(200),
      );
    }
    const plain = await get(SHEET);
    expect(plain.body).toBe('.ant-btn{color:#e1251b}\n'.repeat(200));
    expect((await get('/styles/antd-base-0123456789abcdef.css')).body).toBe(':root{--x:1}');
    expect(sheetsMade).toHaveLength(1);
  });

  it('answers 404 for any other address under it, never a page', async () => {
    for (const url of [
      '/styles/antd-goods-ffffffffffffffff.css',
      '/styles/x',
      `/styles/${'%00'.repeat(30)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 404 });
    }
  });
});

describe('a renderer that does not load', () => {
  it('leaves every page to the browser', async () => {
    const build = fakeBuild('export const renderFirstScreen = ;');
    const broken = await buildTestApp({ WEB_DIST_DIR: build.dist, WEB_FIRST_SCREEN_ENTRY: build.entry });
    try {
      for (const url of ['/', '/landing']) {
        const response = await broken.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(TEMPLATE);
      }
      expect((await broken.app.inject({ method: 'GET', url: SHEET })).statusCode).toBe(404);
    } finally {
      await broken.close();
      rmSync(build.root, { recursive: true, force: true });
    }
  });
});
