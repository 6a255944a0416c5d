import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_CACHE_MS } from '@yaocai/domain/constants';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { readSuggestions, writeSuggestions } from './suggestion-cache';

export type SearchType = 0 | 1;

// Spec §7: a failed search goes to the shared error handling, so this call is not silent.
export async function getSearchSuggestions(keyword: string, type: SearchType, signal?: AbortSignal) {
  const list = await api.get<string[]>(apiPaths.goods.search, {
    params: { keywords: keyword, type },
    signal,
  });
  writeSuggestions(keyword, type, list);
  return list;
}

export const searchSuggestionsQueryKey = ['goods', 'search'] as const;

export const getSearchSuggestionsQueryOptions = (keyword: string, type: SearchType) =>
  queryOptions({
    queryKey: [...searchSuggestionsQueryKey, type, keyword],
    queryFn: ({ signal }) => getSearchSuggestions(keyword, type, signal),
    // The session copy counts as fresh for the spec's search list time, then is fetched again.
    initialData: () => readSuggestions(keyword, type)?.list,
    initialDataUpdatedAt: () => readSuggestions(keyword, type)?.time,
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
  });

export const useSearchSuggestions = (keyword: string, type: SearchType) =>
  useQuery({ ...getSearchSuggestionsQueryOptions(keyword, type), enabled: keyword !== '' });
