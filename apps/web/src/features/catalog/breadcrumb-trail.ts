import type { CommonConfig } from '@yaocai/domain/contracts/content';
import type { GoodsDetail } from '@yaocai/domain/contracts/catalog';
import { paths } from '../../config/paths';
import { categoryHref } from '../../lib/category-href';
import type { MenuVariant } from '../../lib/route-meta';
import { categoryPath, menuTreeKeys } from './categories';
import type { ListBase, ListState } from './list-url';

export interface Crumb {
  label: string;
  /** Absent for the page itself. */
  to?: string;
}

const HOME: Crumb = { label: '首页', to: paths.home.getHref() };

const MENU_SECTIONS: Record<MenuVariant, Crumb> = {
  general: { label: '全部商品', to: paths.list.getHref() },
  yx: { label: '优选专区', to: paths.listYx.getHref() },
  zy: { label: '中药饮片', to: paths.listZyyp.getHref() },
  qx: { label: '器械专区', to: `${paths.list.getHref()}?qx=2` },
};

const menuOf = (filters: Pick<ListState, 'yx' | 'zy' | 'qx'>): MenuVariant =>
  filters.yx ? 'yx' : filters.zy ? 'zy' : filters.qx ? 'qx' : 'general';

const TREE_OF_MENU = {
  general: 'category',
  yx: 'category_yx',
  zy: 'category_zy',
  qx: 'category_qx',
} as const;

/** 首页 › section › category › sub-category, then the search, on a list page. */
export function listTrail(base: ListBase, state: ListState, common: CommonConfig | undefined): Crumb[] {
  const menu = menuOf(state);
  const section =
    base === paths.search.path && menu === 'general' ? { label: '搜索结果', to: base } : MENU_SECTIONS[menu];
  const categories =
    common && state.select !== undefined
      ? (categoryPath(common, menuTreeKeys(state), state.select) ?? [])
      : [];
  const crumbs: Crumb[] = [
    HOME,
    section,
    ...categories.map((node) => ({ label: node.name, to: categoryHref(menu, node.id) })),
  ];
  if (state.keyword !== undefined) crumbs.push({ label: `“${state.keyword}”` });
  const last = crumbs[crumbs.length - 1]!;
  crumbs[crumbs.length - 1] = { label: last.label };
  return crumbs;
}

/** 首页 › section › category › sub-category › the goods, by its most specific category. */
export function detailTrail(
  goods: Pick<GoodsDetail, 'name' | 'categories'>,
  common: CommonConfig | undefined,
): Crumb[] {
  let deepest: { menu: MenuVariant; nodes: { id: number; name: string }[] } | null = null;
  for (const category of goods.categories) {
    const nodes = common ? (categoryPath(common, [TREE_OF_MENU[category.menu]], category.id) ?? []) : [];
    if (!deepest || nodes.length > deepest.nodes.length) deepest = { menu: category.menu, nodes };
  }
  const menu = deepest?.menu ?? 'general';
  return [
    HOME,
    MENU_SECTIONS[menu],
    ...(deepest?.nodes ?? []).map((node) => ({ label: node.name, to: categoryHref(menu, node.id) })),
    { label: goods.name },
  ];
}
