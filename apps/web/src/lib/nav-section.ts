import { paths } from '../config/paths';
import { isListPath } from './list-navigation';
import type { MenuVariant, RouteMeta } from './route-meta';

interface Place {
  pathname: string;
  search: string;
}

const ORIGIN = 'http://shop.invalid';

/**
 * Whether a navigation entry is the current section. A page with a parent section (pPath, e.g. a goods
 * page under /list) lights the entry for that path alone; a page of its own lights the entry whose path
 * and every query value it names match, so 器械专区 (/list?qx=2) is lit on the devices list only.
 */
export function isNavItemActive(url: string, place: Place, meta: Pick<RouteMeta, 'pPath'>): boolean {
  const item = new URL(url, ORIGIN);
  if (item.origin !== ORIGIN) return false;
  if (meta.pPath !== undefined) return item.pathname === meta.pPath && item.search === '';
  if (item.pathname !== place.pathname) return false;
  const current = new URLSearchParams(place.search);
  return [...item.searchParams].every(([key, value]) => current.get(key) === value);
}

/** The category menu of a page: its route's, or the devices' (qx) on a list filtered to devices. */
export function menuVariantOf(meta: Pick<RouteMeta, 'menu'>, place: Place): MenuVariant {
  const menu = meta.menu ?? 'general';
  if (menu === 'general' && isListPath(place.pathname) && new URLSearchParams(place.search).get('qx') === '2')
    return 'qx';
  return menu;
}

/** The list paths a header search stays on (the devices list is /list with qx=2). */
const SEARCHABLE_LISTS: readonly string[] = [paths.listYx.path, paths.listZyyp.path];

/**
 * Where the header search goes. On a list of its own (优选, 中药饮片, 器械) a search filters that list
 * in place; a route marked searchJump, and every other page, jumps to the search results of the
 * whole catalogue.
 */
export function searchBase(place: Place, meta: Pick<RouteMeta, 'searchJump'>): string {
  const generalSearch = paths.search.getHref();
  if (meta.searchJump || !isListPath(place.pathname)) return generalSearch;
  const root = `/${place.pathname.split('/')[1] ?? ''}`;
  if (SEARCHABLE_LISTS.includes(root)) return root;
  if (root === paths.list.path && new URLSearchParams(place.search).get('qx') === '2') return `${root}?qx=2`;
  return generalSearch;
}
