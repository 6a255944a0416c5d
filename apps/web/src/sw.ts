/// <reference lib="webworker" />
// The shop's service worker (issue 31, decisions 025 and 026): it keeps the app's shell and its hashed
// files so that a second visit draws without waiting for them, and an offline one still opens. A
// visitor's pages are kept as the server sent them, their first screen drawn (decision 011), and
// answered at once while the network sends them again; never a signed-in buyer's page nor an API
// answer, as prices, stock and carts are the buyer's own and change.
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheFallbackPlugin } from 'workbox-precaching';
import { NavigationRoute, registerRoute, Route } from 'workbox-routing';
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  FIRST_SCREEN_HEADER,
  SIGNED_IN_COOKIE,
  type FirstScreenDrawn,
} from '@yaocai/domain/contracts/kept-pages';
import { paths } from './config/paths';

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const SHELL = '/index.html';

/** What the worker never answers: the browser fetches these itself, without waking it (Chromium 123+). */
const PASSED_BY = ['/api/*', '/images/*', '/files/*', '/styles/*', '/admin/*'];

interface StaticRoutes {
  addRoutes?(rules: { condition: { urlPattern: { pathname: string } }; source: 'network' }[]): Promise<void>;
}

// Each request a page makes would otherwise wait its turn in the worker to be let through, one after
// another: on a mid-range phone, a list's pictures arrived over half a second apart (issue 31).
self.addEventListener('install', (event) => {
  const routes = (event as ExtendableEvent & StaticRoutes).addRoutes?.(
    PASSED_BY.map((pathname) => ({ condition: { urlPattern: { pathname } }, source: 'network' })),
  );
  if (routes) event.waitUntil(routes.catch(() => undefined));
});

const manifest = self.__WB_MANIFEST;

cleanupOutdatedCaches();
// `/` is a page of its own, not the kept shell: without a directory index the precache leaves it.
precacheAndRoute(manifest, { directoryIndex: '' });

// `/` redirects to the landing page (routes.tsx), answered here without a round trip for it.
registerRoute(
  new Route(
    ({ request, url }) => request.mode === 'navigate' && url.pathname === paths.root.path,
    () =>
      Promise.resolve(Response.redirect(new URL(paths.promotion.getHref(), self.location.origin).href, 302)),
  ),
);

/** Pages kept, the least recently opened given up first, and for how long. */
const KEPT_PAGES = 40;
const KEPT_FOR_SECONDS = 24 * 3600;
const PAGES = 'yc-pages-';
/** The kind of page kept: drawn with visitors' data, the same for each (decision 026). */
const KEPT: FirstScreenDrawn = 'data';
/** A page names the files of its build, which another build's worker may not keep: each keeps its own. */
const BUILD = hashOf(JSON.stringify(manifest));
const KEPT_PAGES_CACHE = `${PAGES}${KEPT}-${BUILD}`;
const NOT_PAGES = /^\/(api|admin|images|files)(\/|$)/;
const isKeptPage = (url: URL) =>
  url.origin === self.location.origin && url.pathname !== paths.root.path && !NOT_PAGES.test(url.pathname);

// The pages open when the worker takes over were fetched before it could keep them: fetched once more
// now, so that the next visit to them opens at once too.
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([deleteOtherBuildsPages(), keepOpenPages(event)]));
});

async function deleteOtherBuildsPages() {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(PAGES) && name !== KEPT_PAGES_CACHE)
      .map((name) => caches.delete(name)),
  );
}

async function keepOpenPages(event: ExtendableEvent) {
  if (!(await aVisitorHere())) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const urls = new Set(
    windows
      .map((client) => new URL(client.url))
      .filter(isKeptPage)
      .map((url) => url.href),
  );
  await Promise.all(
    [...urls].map((url) => keptPages.handle({ event, request: new Request(url) }).catch(() => undefined)),
  );
}

// The page is asked for while the worker starts. For a visitor, a page kept from an earlier visit is
// answered at once and replaced by the one the network sends, which the app then reads its data again
// over once that data is older than its queries' 30 s. A signed-in buyer's pages are drawn with their
// own prices and cart, for them alone, and never kept: theirs, like a page not yet kept or one asked
// by a browser that cannot say who is here, is awaited from the network. When the network fails, the
// kept shell opens and the app draws the page itself (saying it is offline).
enableNavigationPreload();
const fromTheNetwork = new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: SHELL })] });
const keptPages = new StaleWhileRevalidate({
  cacheName: KEPT_PAGES_CACHE,
  plugins: [
    keepOnlyVisitorsPages(),
    new ExpirationPlugin({ maxEntries: KEPT_PAGES, maxAgeSeconds: KEPT_FOR_SECONDS }),
    new PrecacheFallbackPlugin({ fallbackURL: SHELL }),
  ],
});
registerRoute(
  new NavigationRoute(
    async (options) => ((await aVisitorHere()) ? keptPages : fromTheNetwork).handle(options),
    { denylist: [NOT_PAGES] },
  ),
);

/**
 * Only a page drawn as a visitor is sent it; one the server no longer sends so (moved, gone, now drawn
 * by the app alone, or for a buyer whose session the browser still had) is not answered again.
 */
function keepOnlyVisitorsPages(): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) => {
      if (response.status === 200 && response.headers.get(FIRST_SCREEN_HEADER) === KEPT) return response;
      await caches.open(KEPT_PAGES_CACHE).then((cache) => cache.delete(request));
      return null;
    },
  };
}

/**
 * Whether the browser has no session here: the session's own cookie is out of a script's reach, the
 * mark set beside it is not. False where the browser has no cookie store for its workers.
 */
async function aVisitorHere(): Promise<boolean> {
  if (!('cookieStore' in self)) return false;
  try {
    return !(await self.cookieStore.get(SIGNED_IN_COOKIE));
  } catch {
    return false;
  }
}

/** FNV-1a: a short name that changes with the build's list of files. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
