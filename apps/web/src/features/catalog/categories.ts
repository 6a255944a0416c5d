import type { CategoryNode, CommonConfig } from '@yaocai/domain/contracts/content';
import type { ListFilters } from './list-url';

type TreeKey = 'category' | 'category_yx' | 'category_zy' | 'category_qx';

/** The category menu a list shows: its own first, then the others, since select may come from any menu. */
export function menuTreeKeys(filters: Pick<ListFilters, 'yx' | 'zy' | 'qx'>): TreeKey[] {
  const own: TreeKey = filters.yx
    ? 'category_yx'
    : filters.zy
      ? 'category_zy'
      : filters.qx
        ? 'category_qx'
        : 'category';
  const all: TreeKey[] = ['category', 'category_yx', 'category_zy', 'category_qx'];
  return [own, ...all.filter((key) => key !== own)];
}

function pathIn(nodes: CategoryNode[], id: number): CategoryNode[] | null {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathIn(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}

/** The selected category with its ancestors, top first; null when no menu holds it. */
export function categoryPath(common: CommonConfig, keys: TreeKey[], id: number): CategoryNode[] | null {
  for (const key of keys) {
    const found = pathIn(common[key], id);
    if (found) return found;
  }
  return null;
}
