// The pages most often opened from outside the app (a bookmark, a shared link, a reload): their code
// is asked for by the entry beside the app's, instead of by the router once the app has run, a round
// trip and more later on a mobile connection (issue 31). Each is the module its route loads lazily
// (routes.tsx), so it is fetched and run once. Kept apart from the route table, which the entry must
// not pull in.
const PAGES: { routes: string[]; pattern: RegExp; load: () => Promise<unknown> }[] = [
  {
    routes: ['eleven_index'],
    pattern: /^\/(promotion|eleven)\/?$/,
    load: () => import('./features/home/pages/promotion-page'),
  },
  {
    routes: ['list_table'],
    pattern: /^\/(list|search|yx|zyyp)\/table\/?$/,
    load: () =>
      Promise.all([
        import('./features/catalog/pages/goods-list-page'),
        import('./features/catalog/components/goods-table'),
      ]),
  },
  {
    routes: ['list_index'],
    pattern: /^\/(list|search|yx|zyyp)\/?$/,
    load: () => import('./features/catalog/pages/goods-list-page'),
  },
  {
    routes: ['list_info'],
    pattern: /^\/list\/info\/[^/]+\/?$/,
    load: () => import('./features/catalog/pages/goods-detail-page'),
  },
];

/** The names (route meta) of the routes whose page `pathname` loads early; empty for the rest. */
export function pageCodeRoutes(pathname: string): string[] {
  return PAGES.find(({ pattern }) => pattern.test(pathname))?.routes ?? [];
}

/** Starts loading the code of the page at `pathname`, if it is one of those above. */
export function loadPageCode(pathname: string): void {
  void PAGES.find(({ pattern }) => pattern.test(pathname))
    ?.load()
    .catch(() => {});
}
