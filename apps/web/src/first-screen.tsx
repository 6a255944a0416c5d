// The server-side entry (decision 011): the first screen of the pages marked `firstScreen` in their
// route meta, rendered to HTML so the browser paints it before the app's code has arrived and run.
// The browser app then renders over it (start-app.tsx); nothing is hydrated. Data-driven parts render as
// their loading state, as the browser's first render shows them, and fill in once the app runs.
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { RenderFirstScreen, SharedStylesheets } from '@yaocai/domain/contracts/first-screen';
import type { QueryClient } from '@tanstack/react-query';
import type { FirstScreenOptions } from '@yaocai/domain/contracts/first-screen';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { configureApiClient } from './lib/api-client';
import { FIRST_SCREEN_MARK, firstScreenDataScript } from './lib/first-screen-data';
import { toFormBody } from './lib/form-body';
import { sendThrough } from './lib/http';
import { getSiteQueryOptions } from './lib/site';
import { createQueryClient } from './lib/query-client';
import { routeMetaOf } from './lib/route-meta';
import { firstScreenHead, sharedSheets } from './first-screen-styles';

const HEAD_MARK = '<!--first-screen-head-->';
const BODY_MARK = '<!--first-screen-->';
const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The app's entry script moved to the end of the body and its module preloads left out: on a busy
 * machine, fetching and compiling the app's code while the first screen is laid out delays its
 * paint by about half (decision 011). The entry then fetches what it imports itself.
 */
function scriptsAfterFirstScreen(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[0];
  if (!entry) return template;
  return template
    .replace(entry, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${entry.trim()}\n  </body>`);
}

/**
 * The document for `pathname`: the template with the page's first screen in it, a redirect the
 * route table asks for, or null for a page the browser renders alone (most of them).
 */
type ReadApi = NonNullable<FirstScreenOptions['readApi']>;

/**
 * Reads what the first render asked for, as a visitor, in the server's own process: GETs only, and no
 * toast, alert or navigation, which a failed read leaves to the app in the browser. The API client is
 * pointed at `readApi` meanwhile, so one page reads at a time.
 */
let reading: Promise<unknown> = Promise.resolve();
function fetchWhatItAsked(queryClient: QueryClient, readApi: ReadApi): Promise<void> {
  const turn = reading.then(() => readAsVisitor(queryClient, readApi));
  reading = turn.catch(() => undefined);
  return turn;
}

async function readAsVisitor(queryClient: QueryClient, readApi: ReadApi) {
  const quiet = () => {};
  const effects = configureApiClient({
    navigate: quiet,
    reload: quiet,
    toastError: quiet,
    toastWarning: quiet,
    alert: quiet,
  });
  const wire = sendThrough(async (method, path, request) => {
    if (method !== 'GET') throw new Error(`a first screen only reads: ${method} ${path}`);
    const query = request.params ? toFormBody(request.params) : '';
    return readApi(query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);
  });
  try {
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending');
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  } finally {
    sendThrough(wire);
    configureApiClient(effects);
  }
}

/** The stylesheets the first screens link, at their addresses (first-screen-styles.tsx). */
export const sharedStylesheets: SharedStylesheets = () =>
  sharedSheets().map(({ href, css }) => ({ href, css }));

export const renderFirstScreen: RenderFirstScreen = async (
  pathAndQuery,
  { template, siteTitle, readApi },
) => {
  const url = new URL(`http://first-screen${pathAndQuery}`);
  const pathname = url.pathname;
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  const rendered = routeMetaOf(matches.map((match) => match.route.handle)).firstScreen;
  if (!rendered && !matches.at(-1)!.route.loader) return null;
  if (rendered === 'visitor' && !readApi) return null;

  if (!readApi) url.search = '';
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', status: context.status, location } : null;
  }
  if (context.errors || context.statusCode !== 200) return null;

  const queryClient = createQueryClient();
  // Drawn with data, the page reads the site's settings with the rest.
  if (!readApi) queryClient.setQueryData(getSiteQueryOptions().queryKey, { site_title: siteTitle });
  const styleCache = createCache();
  const render = () =>
    renderToString(
      <StyleProvider cache={styleCache}>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProvider>
      </StyleProvider>,
    );
  let body = render();
  let data = '';
  if (readApi) {
    await fetchWhatItAsked(queryClient, readApi);
    body = render();
    data = firstScreenDataScript(queryClient);
  }
  const meta = routeMetaOf(context.matches.map((match) => match.route.handle));
  const title = renderToStaticMarkup(
    <title>{meta.title ? `${meta.title} - ${siteTitle}` : siteTitle}</title>,
  );
  const styles = extractStyle(styleCache);
  // Replacer functions: a replacement string would read `$&` and the like in the page as patterns.
  const html = scriptsAfterFirstScreen(template)
    .replace(/<html([^>]*)>/, (_, attributes: string) => `<html${attributes} ${FIRST_SCREEN_MARK}>`)
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(HEAD_MARK, () => firstScreenHead(styles))
    .replace(BODY_MARK, () => body)
    .replace('</body>', () => `${data}</body>`);
  return { kind: 'page', html };
};
