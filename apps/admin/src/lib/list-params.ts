import { useSearchParams } from 'react-router';

/**
 * A list page's filters and page number live in the URL, so a reload or a link keeps them. Setting a
 * filter goes back to page 1; empty values leave the URL.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<
    K,
    string
  >;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const update = (changes: Partial<Record<K | 'page', string | number>>) => {
    const next = new URLSearchParams(searchParams);
    if (!('page' in changes)) next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setSearchParams(next);
  };
  return { values, page, update };
}
