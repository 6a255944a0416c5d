/// <reference lib="webworker" />
// The shop's service worker (issue 31, decision 025): it keeps the app's shell and its hashed files so
// that a second visit draws without waiting for them, and an offline one still opens. Pages come from
// the network, which sends their first screen drawn (decision 011); never an API answer, as prices,
// stock and carts are the buyer's own and change.
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheFallbackPlugin } from 'workbox-precaching';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { NavigationRoute, registerRoute, Route } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
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

cleanupOutdatedCaches();
// `/` is a page of its own, not the kept shell: without a directory index the precache leaves it.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

// `/` redirects to the landing page (routes.tsx), answered here without a round trip for it.
registerRoute(
  new Route(
    ({ request, url }) => request.mode === 'navigate' && url.pathname === paths.root.path,
    () =>
      Promise.resolve(Response.redirect(new URL(paths.promotion.getHref(), self.location.origin).href, 302)),
  ),
);

// The page is asked for while the worker starts; when the network fails, the kept shell opens and the
// app draws the page itself (saying it is offline).
enableNavigationPreload();
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: SHELL })] }), {
    denylist: [/^\/(api|admin|images|files)(\/|$)/],
  }),
);
