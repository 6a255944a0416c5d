import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './app/routes';
import { loadGoodsDetailPage, loadGoodsListPage } from './features/catalog';
import { loadPromotionPage } from './features/home';
import type { RouteMetaInput } from './lib/route-meta';
import { pageCodeRoutes } from './page-code';

const early = [loadGoodsListPage, loadGoodsDetailPage, loadPromotionPage];
const leafAt = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('the page code the entry asks for early', () => {
  it.each([
    '/list',
    '/list/',
    '/list/table',
    '/search',
    '/search/table',
    '/yx',
    '/zyyp/table',
    '/list/info/83597',
    '/promotion',
    '/eleven/',
  ])('is the code of the route that %s opens', (path) => {
    const route = leafAt(path);
    expect(early).toContain(route?.lazy);
    expect(pageCodeRoutes(path)).toContain((route?.handle as RouteMetaInput).name);
  });

  it.each(['/', '/home', '/eleven/yw', '/cart', '/list/info', '/list/info/1/x', '/lists', '/member'])(
    'is nothing for %s, which loads other code',
    (path) => {
      expect(pageCodeRoutes(path)).toEqual([]);
      expect(early).not.toContain(leafAt(path)?.lazy);
    },
  );
});
