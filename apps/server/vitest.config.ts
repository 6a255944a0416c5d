import { defineConfig } from 'vitest/config';

/** Test files that replace a module with vi.mock: they need modules of their own. */
export const filesWithModuleMocks = ['src/modules/accounts/throttling.test.ts'];

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: filesWithModuleMocks,
    // A worker's files share imported modules (Fastify, Drizzle, exceljs, sharp) instead of importing
    // them again each: the suite on 2 cores took 190 s so against about 300 s isolated, and the import
    // time on PostgreSQL in CI was 393 s of its 660 s. Each file builds its own app and database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
