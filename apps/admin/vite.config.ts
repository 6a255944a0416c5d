/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const server = { target: 'http://localhost:3000', changeOrigin: false };
// Uploaded pictures too: buyers' licence scans need the operator's session cookie, which the proxy passes on.
// The live connection (/api/ws) is a WebSocket, proxied as one.
const apiProxy = { '/api/ws': { ...server, ws: true }, '/api': server, '/files': server };

export default defineConfig({
  // The server serves this build under /admin/, beside the storefront.
  base: '/admin/',
  plugins: [
    react(),
    // .br and .gz beside each built file, as for the storefront: the server sends them as accepted.
    compression({ include: /\.(html|css|js)$/, threshold: 1024, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: { port: 5174, proxy: apiProxy },
  preview: { port: 4174, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // React, antd's core and the shared UI load with the shell in one chunk; pages load apart.
    chunkSizeWarningLimit: 800,
  },
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // A worker's files share imported modules (React, antd) instead of importing them again each:
    // 225 s → 125 s for both apps on 2 cores. Tests leave no module state behind them.
    isolate: false,
    // Whole pages with antd tables and modals render in jsdom: in CI, beside the API suites on 2 cores,
    // a page test has taken over 20 s. The limit only catches hangs.
    testTimeout: 60_000,
  },
});
