/// <reference lib="dom" />
// The home page's first load in Chromium: every JS file it fetches before the network is idle (count,
// raw and gzipped bytes), and its Largest Contentful Paint, on a quiet server and again while a read
// load (goods list and goods detail, as the demo buyer) runs against the same server.
//   npm run build && npm run bench -- --only home [--loads 5] [--connections 8] [--web-dist dir]
// --web-dist measures another build of the web app (e.g. an older one, for a before/after pair).
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import type { Browser, Page } from 'playwright-core';
import { startShopAndBrowser } from './processes.ts';
import { signIn } from './session.ts';

const JS_BUDGET_GZIP_BYTES = 250 * 1024;
const LCP_BUDGET_MS = 1000;
const builtWebApp = path.resolve(import.meta.dirname, '../../apps/web/dist');

export interface HomeWeightOptions {
  /** Page loads per measurement (each in a fresh browser context, so nothing is cached). */
  loads: number;
  /** Connections of the read load. */
  connections: number;
  /** The built web app to serve; apps/web/dist by default. */
  webDist?: string;
}

interface JsFile {
  file: string;
  raw: number;
  gzip: number;
  sent: number;
}

interface PageLoad {
  js: JsFile[];
  lcpMs: number;
}

export async function benchHomeWeight(options: HomeWeightOptions): Promise<boolean> {
  const webDist = options.webDist ? path.resolve(options.webDist) : builtWebApp;
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error(`${webDist} has no built app: run \`npm run build\` first`);
  const port = 3202;
  const { server, browser } = await startShopAndBrowser(port, webDist);
  try {
    const home = `${server.url}/`;
    await loadPage(browser, home); // warms the server's caches and the OS file cache, as a live shop has
    const quiet = await loadTimes(browser, home, options.loads);
    const readLoad = await startReadLoad(server.url, options.connections);
    let underLoad: PageLoad[];
    let reads: autocannon.Result;
    try {
      underLoad = await loadTimes(browser, home, options.loads);
    } finally {
      reads = await readLoad.stop();
    }
    return report(quiet, underLoad, reads, options);
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function loadTimes(browser: Browser, url: string, loads: number): Promise<PageLoad[]> {
  const results: PageLoad[] = [];
  for (let i = 0; i < loads; i++) results.push(await loadPage(browser, url));
  return results;
}

/** One cold load of `url` in a fresh context: the JS it fetched until the network went idle, and its LCP. */
async function loadPage(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const network = watchNetwork(page);
    const pending: Promise<JsFile | null>[] = [];
    page.on('response', (response) => {
      pending.push(
        (async () => {
          const type = response.headers()['content-type'] ?? '';
          if (!type.includes('javascript')) return null;
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            file: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            sent: sizes.responseBodySize,
          };
        })(),
      );
    });
    // Playwright's networkidle can come while the entry script still runs, before the router fetches the
    // page's own files: wait for the page itself, then for a second without network activity.
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(pageRendered, null, { timeout: 30_000 });
    await network.quiet(1000);
    const lcpMs = await page.evaluate(largestContentfulPaint);
    const js = (await Promise.all(pending)).filter((file): file is JsFile => file !== null);
    return { js, lcpMs };
  } finally {
    await context.close();
  }
}

/** Counts requests in flight, to wait until none has been for a while. */
function watchNetwork(page: Page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet(ms: number) {
      const deadline = Date.now() + 30_000;
      while (inFlight > 0 || Date.now() - lastActivity < ms) {
        if (Date.now() > deadline) throw new Error('the page did not stop loading within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

// The route's page is on screen: the layout's main area has content and no loading placeholder is left.
function pageRendered(): boolean {
  const main = document.querySelector('main');
  return !!main && main.childElementCount > 0 && !document.querySelector('.yc-page-spinner, .ant-skeleton');
}

/** In the page: the latest candidate for the Largest Contentful Paint. */
function largestContentfulPaint(): Promise<number> {
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no largest-contentful-paint entry')), 5000);
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1]!.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

interface ReadLoad {
  stop(): Promise<autocannon.Result>;
}

/** Goods list pages (every top category, pages 1-5) and goods details in turn, as the demo buyer. */
async function startReadLoad(baseUrl: string, connections: number): Promise<ReadLoad> {
  const cookie = await signIn(baseUrl, '13800000001', 'demo123456');
  const common = await getData<{ category: { id: number }[] }>(`${baseUrl}/api/focus/common`);
  const categories = common.category.map((c) => c.id);
  const firstPage = await getData<{ list: { id: number }[] }>(`${baseUrl}/api/goods/list?page_size=60`);
  const goodsIds = firstPage.list.map((goods) => goods.id);
  if (categories.length === 0 || goodsIds.length === 0)
    throw new Error('the catalogue is empty: seed it first (see bench/README.md)');
  let n = 0;
  const nextPath = () => {
    n += 1;
    if (n % 2 === 0) return `/api/goods/detail/${goodsIds[(n / 2) % goodsIds.length]}`;
    const select = categories[n % categories.length];
    const page = 1 + (Math.floor(n / categories.length) % 5);
    return `/api/goods/list?select=${select}&page=${page}&page_size=20`;
  };
  let finished!: (result: autocannon.Result) => void;
  let failed!: (error: Error) => void;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url: `${baseUrl}/api/goods/list`,
      headers: { cookie },
      connections,
      duration: 600,
      requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    },
    (error, done) => (error ? failed(error) : finished(done)),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000)); // let the load settle first
  return {
    stop: () => {
      instance.stop();
      return result;
    },
  };
}

async function getData<T>(url: string): Promise<T> {
  const body = (await (await fetch(url)).json()) as { code: number; msg: string; data: T };
  if (body.code !== 10000) throw new Error(`${url}: ${body.msg}`);
  return body.data;
}

function report(
  quiet: PageLoad[],
  underLoad: PageLoad[],
  reads: autocannon.Result,
  options: HomeWeightOptions,
) {
  const first = quiet[0]!;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const sum = (key: 'raw' | 'gzip' | 'sent') => first.js.reduce((total, file) => total + file[key], 0);
  console.log(`\nJS of the first load of / (${first.js.length} files)`);
  console.table(
    first.js.map((file) => ({
      file: file.file,
      'raw KB': kb(file.raw),
      'gzip KB': kb(file.gzip),
      'sent KB': kb(file.sent),
    })),
  );
  const gzip = sum('gzip');
  const lcp = (loads: PageLoad[]) => loads.map((load) => Math.round(load.lcpMs)).sort((a, b) => a - b);
  const quietLcp = lcp(quiet);
  const loadedLcp = lcp(underLoad);
  const worstLoaded = loadedLcp[loadedLcp.length - 1]!;
  const median = (values: number[]) => values[Math.floor(values.length / 2)]!;
  const medianLoaded = median(loadedLcp);
  console.table([
    { figure: 'JS files', value: first.js.length, budget: '—', within: '—' },
    { figure: 'JS raw KB', value: kb(sum('raw')), budget: '—', within: '—' },
    {
      figure: 'JS gzip -9 KB',
      value: kb(gzip),
      budget: kb(JS_BUDGET_GZIP_BYTES),
      within: gzip <= JS_BUDGET_GZIP_BYTES ? 'yes' : 'NO',
    },
    { figure: 'JS as sent KB (br)', value: kb(sum('sent')), budget: '—', within: '—' },
    {
      figure: `LCP ms, quiet (median of ${quiet.length})`,
      value: median(quietLcp),
      budget: '—',
      within: '—',
    },
    { figure: 'LCP ms, quiet (all)', value: quietLcp.join(', '), budget: '—', within: '—' },
    {
      figure: `LCP ms, under read load (median of ${underLoad.length})`,
      value: medianLoaded,
      budget: LCP_BUDGET_MS,
      within: medianLoaded <= LCP_BUDGET_MS ? 'yes' : 'NO',
    },
    {
      figure: 'LCP ms, under read load (worst)',
      value: worstLoaded,
      budget: LCP_BUDGET_MS,
      within: worstLoaded <= LCP_BUDGET_MS ? 'yes' : 'NO',
    },
    { figure: 'LCP ms, under read load (all)', value: loadedLcp.join(', '), budget: '—', within: '—' },
    {
      figure: `read load: list + detail, ${options.connections} connections`,
      value: `${Math.round(reads.requests.average)} req/s, p99 ${reads.latency.p99} ms`,
      budget: '—',
      within: reads.non2xx + reads.errors === 0 ? '—' : `${reads.non2xx} non-2xx, ${reads.errors} errors`,
    },
  ]);
  // The machine's other work moves every timing here: the run says how busy it was.
  const load = loadavg().map((value) => value.toFixed(1));
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${new Date().toISOString()}, ${cpus().length} cores, load average ${load.join(' / ')} (1 / 5 / 15 min)`,
  );
  return gzip <= JS_BUDGET_GZIP_BYTES && medianLoaded <= LCP_BUDGET_MS && reads.non2xx + reads.errors === 0;
}
