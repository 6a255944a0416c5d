import { SEARCH_CACHE_MS } from '@yaocai/domain/constants';

// Spec §9: the session keeps the search list and, under a second key, when each entry was fetched.
export const SEARCH_LIST_KEY = 'yc_search_list';
export const SEARCH_LIST_TIME_KEY = 'yc_search_list_time';

export const suggestionCacheKey = (keyword: string, type: number) => `${type}:${keyword}`;

function readRecord<T>(storageKey: string): Record<string, T> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, T>) : {};
  } catch {
    return {};
  }
}

export interface CachedSuggestions {
  list: string[];
  time: number;
}

export function readSuggestions(keyword: string, type: number): CachedSuggestions | undefined {
  const key = suggestionCacheKey(keyword, type);
  const list = readRecord<string[]>(SEARCH_LIST_KEY)[key];
  const time = readRecord<number>(SEARCH_LIST_TIME_KEY)[key];
  if (!Array.isArray(list) || typeof time !== 'number') return undefined;
  return { list, time };
}

export function writeSuggestions(keyword: string, type: number, list: string[], now = Date.now()) {
  const lists = readRecord<string[]>(SEARCH_LIST_KEY);
  const times = readRecord<number>(SEARCH_LIST_TIME_KEY);
  // Entries past their period are never reused, so they are dropped to keep the session small.
  for (const [key, time] of Object.entries(times)) {
    if (now - time > SEARCH_CACHE_MS) {
      delete times[key];
      delete lists[key];
    }
  }
  const key = suggestionCacheKey(keyword, type);
  lists[key] = list;
  times[key] = now;
  try {
    sessionStorage.setItem(SEARCH_LIST_KEY, JSON.stringify(lists));
    sessionStorage.setItem(SEARCH_LIST_TIME_KEY, JSON.stringify(times));
  } catch {
    // Without session storage the suggestions are simply fetched again.
  }
}

export function clearSuggestions() {
  sessionStorage.removeItem(SEARCH_LIST_KEY);
  sessionStorage.removeItem(SEARCH_LIST_TIME_KEY);
}
