// The pages a signed-in buyer most often opens from outside the app (a bookmark, a shared link, a
// reload), which the server does not draw for them (decision 011): their code is asked for by the entry
// beside the app's, instead of by the router once the app has run, a round trip and more later on a
// mobile connection (issue 31). Each is the module its route loads lazily (routes.tsx), so it is
// fetched and run once. Kept apart from the route table, which the entry must not pull in.
const PAGES: { routes: string[]; pattern: RegExp; load: () => Promise<unknown> }[] = [
  {
    routes: ['list_index', 'list_table'],
    pattern: /^\/(list|search|yx|zyyp)(\/table)?\/?$/,
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
