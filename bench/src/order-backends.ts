import { sql } from 'drizzle-orm';
import type { Database } from '@yaocai/server/src/db/client.ts';
import { rows } from './order-buyers.ts';

const SAMPLE_MS = 50;

interface Backend {
  state: string | null;
  wait_event_type: string | null;
  wait_event: string | null;
}

/**
 * What a backend is doing: working in PostgreSQL, waiting on a lock or the disk, or idle in an open
 * transaction (waiting for the server process to send the next statement).
 */
const describe = (b: Backend): string => {
  if (b.state === 'active')
    return b.wait_event_type ? `active, waiting: ${b.wait_event_type} ${b.wait_event}` : 'active, running';
  if (b.state === 'idle in transaction') return 'idle in transaction (the server holds it)';
  return b.state ?? 'unknown';
};

/**
 * Samples pg_stat_activity of the connections named like `applicationName` until stopped, and
 * returns the share of samples in each state, most frequent first.
 */
export function watchBackends(db: Database, applicationName: string) {
  const counts = new Map<string, number>();
  let total = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const found = await rows<Backend>(
        db,
        sql`select state, wait_event_type, wait_event from pg_stat_activity
            where application_name like ${applicationName}`,
      );
      for (const backend of found) {
        const key = describe(backend);
        counts.set(key, (counts.get(key) ?? 0) + 1);
        total += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await sampling;
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([state, n]) => ({ state, share: `${((100 * n) / Math.max(1, total)).toFixed(1)} %` }));
    },
  };
}
