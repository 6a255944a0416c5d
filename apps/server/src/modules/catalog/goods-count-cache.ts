import { LRUCache } from 'lru-cache';

/**
 * Totals of the list for each filter combination, kept for a short while: counting a large category
 * visits every goods row in it, while buyers page and sort through the same categories again and
 * again. A total may lag a catalogue change by TTL_MS, never more.
 */
const TTL_MS = 30_000;
const counts = new LRUCache<string, number>({ max: 5000, ttl: TTL_MS });

export async function cachedCount(filters: object, countNow: () => Promise<number>): Promise<number> {
  const key = JSON.stringify(filters, Object.keys(filters).sort());
  const known = counts.get(key);
  if (known !== undefined) return known;
  const total = await countNow();
  counts.set(key, total);
  return total;
}

/** After the catalogue changed (and in tests that change it), totals are counted afresh. */
export function forgetCounts(): void {
  counts.clear();
}
