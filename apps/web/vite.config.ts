/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = { target: 'http://localhost:3000', changeOrigin: false };
const apiProxy = { '/api': server, '/images': server };

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // Whole pages render in jsdom; on a busy 2-core machine a few take longer than the default 5 s.
    testTimeout: 20_000,
  },
});
