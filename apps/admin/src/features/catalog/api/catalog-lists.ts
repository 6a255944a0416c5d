import { useEditableList, type ListSource } from '../../../lib/editable-list';

/** The catalogue's lists the server edits alike (/api/admin/catalog/{name}). */
export type CatalogListName = 'categories' | 'brands' | 'warehouses';

export const catalogSource = (name: CatalogListName): ListSource => ({
  key: ['catalog', name],
  url: `/api/admin/catalog/${name}`,
  writePermission: 'goods.write',
});

export const useCatalogList = <Row>(name: CatalogListName) => useEditableList<Row>(catalogSource(name));
