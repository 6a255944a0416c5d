import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import server, { filesWithModuleMocks } from './apps/server/vitest.config.ts';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      {
        root: 'apps/server',
        test: {
          ...server.test,
          name: 'server-mocks',
          include: filesWithModuleMocks,
          exclude: [],
          isolate: true,
        },
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
