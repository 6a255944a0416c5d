// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderFirstScreen, sharedStylesheets } from './first-screen';
import { firstScreenHead, sharedSheets } from './first-screen-styles';
import { commonConfig, goodsCard, goodsDetail, goodsPage } from './features/catalog/testing/catalog-fixtures';

// index.html as the build writes it: the entry script and module preloads in the head, those of the
// entry's imports and those of the app (preload-first-screen.ts).
const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>药采网</title>
    <!--first-screen-head-->
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/start-e5.js" data-after-first-screen>
    <link rel="modulepreload" crossorigin href="/assets/promotion-page-c3.js" data-after-first-screen>
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head>
  <body>
    <div id="root"><!--first-screen--></div>
  </body>
</html>
`;

const render = (pathname: string, siteTitle = '药采网') =>
  renderFirstScreen(pathname, { template: TEMPLATE, siteTitle });

async function page(pathname: string, siteTitle?: string): Promise<string> {
  const screen = await render(pathname, siteTitle);
  if (screen?.kind !== 'page') throw new Error(`${pathname}: no first screen`);
  return screen.html;
}

describe('the first screen the server sends', () => {
  it('holds the landing page with the layout around it, in a window-less process', async () => {
    const html = await page('/promotion');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<h1>感恩同行 采购狂欢季</h1>');
    expect(root).toContain('欢迎来到<!-- -->药采网');
    expect(root).toMatch(/<a class="yc-topbar-strong" href="\/login"[^>]*>登录<\/a>/);
    expect(root).toContain('class="yc-search-input"');
    expect(root).toContain('<aside class="yc-right-bar"');
    expect(root).toContain('<footer class="yc-footer">');
    expect(html).toContain('<title>周年庆 - 药采网</title>');
    // Marked as the server's until the app has drawn over it (start-app.tsx).
    expect(html).toMatch(/^<!doctype html>\s*<html lang="zh-CN" data-first-screen>/);
  });

  it('links the component library styles the first screens share, before the app styles', async () => {
    const html = await page('/eleven');
    const head = html.slice(0, html.indexOf('</head>'));
    const [base, goods] = sharedStylesheets();
    expect(base!.href).toMatch(/^\/styles\/antd-base-[0-9a-f]{16}\.css$/);
    expect(goods!.href).toMatch(/^\/styles\/antd-goods-[0-9a-f]{16}\.css$/);
    expect(head).toContain(`<link rel="stylesheet" href="${base!.href}">`);
    expect(head.indexOf(base!.href)).toBeLessThan(head.indexOf('index-d4.css'));
    // What the page draws is styled by the sheet, under the class the app in the browser writes too.
    expect(base!.css).toContain('.ant-skeleton');
    expect(base!.css).toContain('.css-var-yc{');
    expect(html).toContain('css-var-yc');
    expect(head).not.toMatch(/<style[^>]*>[^<]*\.ant-skeleton/);
  });

  it("links the goods pages' sheet from a goods page only, and the sheets hold no rule twice", async () => {
    const [base, goods] = sharedStylesheets();
    expect(goods!.css).toContain('.ant-pagination');
    expect(goods!.css).not.toContain('.css-var-yc{');
    expect(await page('/eleven')).not.toContain(goods!.href);
    const answers: Record<string, unknown> = {
      '/api/goods/detail/8': goodsDetail({ id: 8 }),
      '/api/focus/common': commonConfig(),
    };
    const goodsPage = await renderFirstScreen('/list/info/8', {
      template: TEMPLATE,
      siteTitle: '药采网',
      readApi: async (path) =>
        answers[path]
          ? { status: 200, data: { code: 10000, msg: 'ok', data: answers[path] } }
          : { status: 500, data: '' },
    });
    if (goodsPage?.kind !== 'page') throw new Error('no first screen');
    expect(goodsPage.html).toContain(goods!.href);
    expect(goodsPage.html).toContain('class="yc-detail-title"');
    const rules = (css: string) => new Set(css.split('\n'));
    for (const rule of rules(goods!.css)) expect(rules(base!.css).has(rule)).toBe(false);
  });

  it('writes the styles a page draws, whatever pages the process drew before it', async () => {
    // antd's style work is kept across documents (documentStyleCache); each still holds its own.
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const landing = await page('/eleven');
    const goods = await renderFirstScreen('/list/info/8', {
      template: TEMPLATE,
      siteTitle: '药采网',
      readApi: async (path) =>
        path === '/api/goods/detail/8'
          ? { status: 200, data: { code: 10000, msg: 'ok', data: goodsDetail({ id: 8 }) } }
          : { status: 500, data: '' },
    });
    if (goods?.kind !== 'page') throw new Error('no first screen');
    // The goods page draws components the landing does not (antd's record names each one drawn).
    expect(head(goods.html)).toContain('Descriptions-Descriptions');
    expect(head(landing)).not.toContain('Descriptions-Descriptions');
    expect(await page('/eleven')).toBe(landing);
  });

  it('inlines the styles a page draws beyond the shared sheets, and only those', () => {
    const [base] = sharedSheets();
    const sharedBlock = /^[^\n]+/.exec(base!.css)![0];
    const sharedHash = [...base!.hashes][0]!;
    const own = '<style data-rc-order="prependQueue" data-css-hash="own1">.ant-rate{color:gold}</style>';
    const cachePath =
      '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:""}</style>';
    const head = firstScreenHead(
      `<style data-css-hash="${sharedHash}">${sharedBlock}</style>${own}${cachePath}`,
    );
    // antd's record of what the page holds, as a plain rule: the app then takes every style as there.
    expect(head).toBe(
      `<link rel="stylesheet" href="${base!.href}">${own}<style>.data-ant-cssinjs-cache-path{content:""}</style>`,
    );
    // The same sheets, at the same addresses, however often they are asked for.
    expect(sharedStylesheets()).toEqual(sharedStylesheets());
  });

  it("moves the entry script and its imports' preloads after the first screen and drops the app's", async () => {
    const html = await page('/promotion');
    expect(html).not.toContain('start-e5');
    expect(html).not.toContain('promotion-page-c3');
    expect(html.indexOf('<script')).toBeGreaterThan(html.indexOf('<h1>'));
    expect(html).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-a1\.js"><\/script>\s*<link rel="modulepreload" crossorigin href="\/assets\/react-b2\.js">\s*<\/body>/,
    );
    expect(html.match(/modulepreload/g)).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('escapes the configured site title, and keeps replacement patterns in it as text', async () => {
    const html = await page('/promotion', '药采<网> $& $1');
    expect(html).toContain('<title>周年庆 - 药采&lt;网&gt; $&amp; $1</title>');
    expect(html).toContain('欢迎来到<!-- -->药采&lt;网&gt; $&amp; $1');
    expect(html).not.toContain('<网>');
  });

  it('answers the redirect of `/` from the route table', async () => {
    expect(await render('/')).toEqual({ kind: 'redirect', status: 302, location: '/promotion' });
  });

  it('leaves the other pages, known or not, to the browser', async () => {
    for (const pathname of ['/cart', '/goods/12', '/promotion/gq', '/no/such/page', '//evil.example/x'])
      expect(await render(pathname), pathname).toBeNull();
  });

  it('reads in turn what the data brings asks for: the tags the running activities give the cards', async () => {
    const read: string[] = [];
    const screen = await renderFirstScreen('/list', {
      template: TEMPLATE,
      siteTitle: '药采网',
      readApi: async (path) => {
        read.push(path.split('?', 1)[0]!);
        const data = path.startsWith('/api/goods/list?')
          ? goodsPage([goodsCard({ id: 31, name: '银翘解毒片' })])
          : path === '/api/activity/goods_tags'
            ? { full_reduction_all: false, full_reduction: [31], gift: [], trade_up: [], changes_at: null }
            : path === '/api/focus/common'
              ? commonConfig()
              : null;
        return data ? { status: 200, data: { code: 10000, msg: 'ok', data } } : { status: 500, data: '' };
      },
    });
    if (screen?.kind !== 'page') throw new Error('no first screen');
    // Asked only by the cards, which the goods' answer brings.
    expect(read.indexOf('/api/activity/goods_tags')).toBeGreaterThan(read.indexOf('/api/goods/list'));
    const card = screen.html.slice(screen.html.indexOf('<article class="yc-goods-card"'));
    expect(card.slice(0, card.indexOf('</article>'))).toMatch(/>满<\/span>/);
  });

  it('asks at once, the next time a page is drawn, for what it read round by round the last time', async () => {
    const draw = async () => {
      let listAnswered = false;
      let tagsAskedBeforeTheList = false;
      const screen = await renderFirstScreen('/list?page=2', {
        template: TEMPLATE,
        siteTitle: '药采网',
        readApi: async (path) => {
          if (path === '/api/activity/goods_tags') tagsAskedBeforeTheList ||= !listAnswered;
          if (path.startsWith('/api/goods/list?')) {
            await new Promise((resolve) => setTimeout(resolve, 20));
            listAnswered = true;
            const data = goodsPage([goodsCard({ id: 31, name: '银翘解毒片' })], 21, 2);
            return { status: 200, data: { code: 10000, msg: 'ok', data } };
          }
          if (path === '/api/activity/goods_tags') {
            const data = {
              full_reduction_all: true,
              full_reduction: [],
              gift: [],
              trade_up: [],
              changes_at: null,
            };
            return { status: 200, data: { code: 10000, msg: 'ok', data } };
          }
          return { status: 500, data: '' };
        },
      });
      if (screen?.kind !== 'page') throw new Error('no first screen');
      const card = screen.html.slice(screen.html.indexOf('<article class="yc-goods-card"'));
      return {
        tagsAskedBeforeTheList,
        tagged: />满<\/span>/.test(card.slice(0, card.indexOf('</article>'))),
      };
    };
    expect(await draw()).toEqual({ tagsAskedBeforeTheList: false, tagged: true });
    expect(await draw()).toEqual({ tagsAskedBeforeTheList: true, tagged: true });
  });

  it("draws a visitor's page with its data, which the document carries for the app", async () => {
    const read: string[] = [];
    const answers: Record<string, unknown> = {
      '/api/goods/detail/7': goodsDetail({ id: 7, name: '布洛芬缓释胶囊</script>' }),
      '/api/focus/common': commonConfig(),
    };
    const screen = await renderFirstScreen('/list/info/7?from=share', {
      template: TEMPLATE,
      siteTitle: '药采网',
      readApi: async (path) => {
        read.push(path);
        const data = answers[path];
        return data ? { status: 200, data: { code: 10000, msg: 'ok', data } } : { status: 500, data: '' };
      },
    });
    if (screen?.kind !== 'page') throw new Error('no first screen');
    const root = screen.html.slice(screen.html.indexOf('<div id="root">'));
    expect(read).toContain('/api/goods/detail/7');
    expect(root).toMatch(/<h1 class="yc-detail-title">.*布洛芬缓释胶囊&lt;\/script&gt;<\/h1>/);
    const data = /<script type="application\/json" id="yc-first-screen-data">([^<]*)<\/script>/.exec(root);
    expect(JSON.parse(data![1]!).queries).toContainEqual(
      expect.objectContaining({ queryKey: ['goods', 'detail', '7'] }),
    );
  });
});
