import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpCategory } from '@yaocai/domain/contracts/content';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The help articles' category in the article tree (spec §7: category_id 3). */
export const HELP_CATEGORY_ID = 3;

export const HELP_CACHE_KEY = 'yc_help_categories';

function readCache(): HelpCategory[] | undefined {
  try {
    const raw = localStorage.getItem(HELP_CACHE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return Array.isArray(parsed) ? (parsed as HelpCategory[]) : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(categories: HelpCategory[]) {
  try {
    localStorage.setItem(HELP_CACHE_KEY, JSON.stringify(categories));
  } catch {
    // A full or blocked storage only costs the next visit its instant footer.
  }
}

export async function getHelpCategories(signal?: AbortSignal): Promise<HelpCategory[]> {
  const categories = await api.get<HelpCategory[]>(apiPaths.article.category, {
    params: { category_id: HELP_CATEGORY_ID },
    silent: true,
    signal,
  });
  writeCache(categories);
  return categories;
}

// The spec keeps help articles in local storage: the footer shows them at once, and the copy marked as
// updated at 0 is stale from the start, so the server's list replaces it in the background.
export const getHelpCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['article', 'category', HELP_CATEGORY_ID],
    queryFn: ({ signal }) => getHelpCategories(signal),
    initialData: readCache,
    initialDataUpdatedAt: 0,
    staleTime: 10 * 60_000,
  });

export const useHelpCategories = () => useQuery(getHelpCategoriesQueryOptions());
