import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** API test files that replace a module with vi.mock: they need a module registry of their own. */
const MOCKING = ['src/modules/accounts/throttling.test.ts'];

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      // Every API file builds the whole app: sharing a worker's imported modules between its files,
      // instead of importing them again for each, took the PGlite run of the API suite from about
      // 300 s to 220 s on 2 cores. Each file still builds its own database, app and caches.
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          root: './apps/server',
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: MOCKING,
          isolate: false,
        },
      },
      {
        extends: './apps/server/vitest.config.ts',
        test: { root: './apps/server', name: 'server-mocking', include: MOCKING },
      },
      'apps/web',
      'apps/admin',
    ],
    // Many API test files spend their time waiting (a spawned server, PostgreSQL, a job's sleep), so
    // on a small machine more files than cores run at once: on 2 cores, 4 workers took the whole run
    // from 366 s to 276 s.
    maxWorkers: Math.max(availableParallelism(), 4),
  },
});
