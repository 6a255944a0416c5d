import { CATEGORY_MENUS, type CategoryMenu } from '@yaocai/domain/contracts/admin-catalog';
import type { GoodsFormOptions } from '@yaocai/domain/contracts/admin-goods';
import { useGoodsFormOptions } from './api/goods-editor';

type Category = GoodsFormOptions['categories'][number];

/** Each category named by its path from its menu (全部分类 › 感冒用药 › 颗粒剂), in the menus' order. */
export function categoryPaths(categories: readonly Category[]): { value: number; label: string }[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const pathOf = (category: Category): string[] => {
    const parent = category.parent_id === null ? undefined : byId.get(category.parent_id);
    return parent ? [...pathOf(parent), category.name] : [category.name];
  };
  return categories.map((category) => ({
    value: category.id,
    label: [CATEGORY_MENUS[category.menu as CategoryMenu] ?? category.menu, ...pathOf(category)].join(' › '),
  }));
}

/** The categories to choose from, by path. */
export function useCategoryOptions() {
  const options = useGoodsFormOptions();
  return {
    options: options.data ? categoryPaths(options.data.categories) : [],
    isLoading: options.isLoading,
  };
}

/** The brands and categories the list's filters offer, as select options keyed by their id in text. */
export function useGoodsFilterOptions() {
  const options = useGoodsFormOptions();
  const data = options.data;
  return {
    categories: data
      ? categoryPaths(data.categories).map(({ value, label }) => ({ value: String(value), label }))
      : [],
    brands: data?.brands.map((brand) => ({ value: String(brand.id), label: brand.name })) ?? [],
  };
}
