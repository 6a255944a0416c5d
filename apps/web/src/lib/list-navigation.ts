import { paths } from '../config/paths';

const LIST_ROOTS = [paths.list.path, paths.search.path, paths.listYx.path, paths.listZyyp.path];

/** The product list at any of its paths (list, search, yx, zyyp and their table views), not the detail. */
export function isListPath(pathname: string): boolean {
  if (pathname.startsWith(`${paths.list.path}/info`)) return false;
  return LIST_ROOTS.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

/**
 * Where a link to a list page should go from `currentPath`: a list page keeps its component mounted
 * across query changes, so it is sent through the loading route to reload with the new filters.
 */
export function listHref(target: string, currentPath: string): string {
  return isListPath(currentPath) ? paths.loading.getHref(target) : target;
}
