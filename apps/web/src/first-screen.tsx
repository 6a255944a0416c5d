// The server-side entry (decision 011): the first screen of the pages marked `firstScreen` in their
// route meta, rendered to HTML so the browser paints it before the app's code has arrived and run.
// The browser app then renders over it (start-app.tsx); nothing is hydrated. Drawn with data, the page
// reads it as its reader (a visitor, or the signed-in buyer it is for) and hands it to the app; drawn
// without, its data-driven parts render as their loading state and fill in once the app runs.
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { RenderFirstScreen, SharedStylesheets } from '@yaocai/domain/contracts/first-screen';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { FIRST_SCREEN_MARK, firstScreenDataScript } from './lib/first-screen-data';
import { getSiteQueryOptions } from './lib/site';
import { createQueryClient } from './lib/query-client';
import { routeMetaOf } from './lib/route-meta';
import { drawWithData } from './first-screen-reads';
import { documentStyleCache, firstScreenHead, sharedSheets } from './first-screen-styles';

const HEAD_MARK = '<!--first-screen-head-->';
const BODY_MARK = '<!--first-screen-->';
const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
// The app's and the landing's, which preload-first-screen.ts marks; the rest are the entry's imports.
const APP_PRELOAD = /<link rel="modulepreload"[^>]*\bdata-after-first-screen\b[^>]*>\s*/g;

/**
 * The app's entry script moved to the end of the body, with the preloads of what it imports, and the
 * app's own preloads left out: on a busy machine, fetching and compiling the app's code while the
 * first screen is laid out delays its paint by about half (decision 011). The entry asks for the
 * app's code once the first screen has painted (main.tsx); its own imports are a file of 1 KB, which
 * would otherwise wait for the entry to arrive, a round trip on a mobile connection.
 */
function scriptsAfterFirstScreen(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[0];
  if (!entry) return template;
  const withoutApp = template.replace(entry, '').replace(APP_PRELOAD, '');
  const scripts = [entry, ...(withoutApp.match(MODULE_PRELOAD) ?? [])].map((tag) => tag.trim());
  return withoutApp
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${scripts.join('\n    ')}\n  </body>`);
}

/** The stylesheets the first screens link, at their addresses (first-screen-styles.tsx). */
export const sharedStylesheets: SharedStylesheets = () =>
  sharedSheets().map(({ href, css }) => ({ href, css }));

/**
 * The document for a page's path (and query, drawn with data): the template with the page's first
 * screen in it, a redirect the route table asks for, or null for a page the browser renders alone.
 */
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
  if (rendered === 'data' && !readApi) return null;

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
  const styleCache = documentStyleCache();
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
  const body = readApi ? await drawWithData(pathAndQuery, queryClient, readApi, render) : render();
  const data = readApi ? firstScreenDataScript(queryClient) : '';
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
