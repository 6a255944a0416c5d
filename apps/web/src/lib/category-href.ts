import type { CategoryNode, CommonConfig } from '@yaocai/domain/contracts/content';
import { paths } from '../config/paths';
import type { MenuVariant } from './route-meta';

// Each menu opens its own list: the yx and zy lists carry their flag, the devices (qx) share /list.
const MENU_LISTS: Record<MenuVariant, { path: string; flag?: [string, string] }> = {
  general: { path: paths.list.getHref() },
  yx: { path: paths.listYx.getHref(), flag: ['yx', '1'] },
  zy: { path: paths.listZyyp.getHref(), flag: ['zy', '2'] },
  qx: { path: paths.list.getHref(), flag: ['qx', '2'] },
};

export function categoryHref(variant: MenuVariant, categoryId: number): string {
  const { path, flag } = MENU_LISTS[variant];
  const params = new URLSearchParams({ select: String(categoryId) });
  if (flag) params.set(flag[0], flag[1]);
  return `${path}?${params.toString()}`;
}

export function categoryTree(config: CommonConfig, variant: MenuVariant): CategoryNode[] {
  switch (variant) {
    case 'yx':
      return config.category_yx;
    case 'zy':
      return config.category_zy;
    case 'qx':
      return config.category_qx;
    default:
      return config.category;
  }
}
