import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_LISTS } from '../modules/catalog/catalog-lists.ts';
import { registerEditableList } from './editable-list.routes.ts';

/**
 * The catalogue's structure: category menus, brands and warehouses, read with goods.read and
 * changed with goods.write, each change audited. The shop's catalogue caches are emptied after a
 * change (other instances follow within their lifetimes).
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = {
    base: '/api/admin/catalog',
    read: app.requirePermission('goods.read'),
    write: app.requirePermission('goods.write'),
    targetType: 'catalog' as const,
    changed: () => app.caches.clear('listPages', 'listTotals', 'listFacets', 'goodsDetails'),
  };
  for (const list of Object.values(CATALOG_LISTS)) registerEditableList(app, list, access);
};
