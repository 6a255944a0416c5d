import { apiPaths } from '../../../config/paths';
import { useEditableList, type ListSource } from '../../../lib/editable-list';
import { contentKeys } from './content-keys';

/** The content lists the server edits alike (/api/admin/content/{name}). */
export type ContentListName =
  'banners' | 'hot-searches' | 'links' | 'notices' | 'nav' | 'article-categories' | 'goods-picks';

export const contentSource = (name: ContentListName): ListSource => ({
  key: contentKeys.list(name),
  url: apiPaths.content.list(name),
  writePermission: 'content.write',
});

export const useContentList = <Row>(name: ContentListName) => useEditableList<Row>(contentSource(name));
