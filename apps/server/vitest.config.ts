import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The projects (which files, shared modules or not) are set in the root vitest.config.ts.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
