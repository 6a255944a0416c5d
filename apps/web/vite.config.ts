/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadLandingPage } from './preload-landing-page.ts';

const server = { target: 'http://localhost:3000', changeOrigin: false };
// Uploaded pictures too: a buyer's own licence scans need the session cookie, which the proxy passes on.
const apiProxy = { '/api': server, '/images': server, '/files': server };

const browserBuildPlugins = [
  // `/` redirects to the anniversary page: fetch it with the entry.
  preloadLandingPage('src/features/home/pages/promotion-page.tsx'),
  // .br and .gz beside each built file, at full strength once here instead of per request on the
  // server, which serves them as the browser accepts. SVG is left out: the server adds a charset to
  // SVG's type, which a precompressed copy would not carry.
  compression({
    include: /\.(html|css|js)$/,
    threshold: 1024,
    algorithms: ['brotliCompress', 'gzip'],
  }),
  // A service worker keeping the app's shell and its hashed files, so that a second visit draws
  // without the network and an offline one still opens. Never an API answer: prices, stock and carts
  // are the buyer's own and change. The manifest is the server's (it carries the configured title);
  // main.tsx registers the worker once the page has loaded.
  VitePWA({
    strategies: 'generateSW',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['index.html', 'assets/*.{js,css}', 'icons/*.png', 'favicon.svg'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/admin/, /^\/images\//, /^\/files\//],
      cleanupOutdatedCaches: true,
    },
  }),
];

// Everything the entry imports statically, in one file instead of some ninety: on a phone over a mobile
// connection each file costs a round trip of about half a second, six at a time (issue 31).
const startChunk = [{ name: 'start', tags: ['$initial' as const] }];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : browserBuildPlugins)],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    ...(!isSsrBuild && { rolldownOptions: { output: { codeSplitting: { groups: startChunk } } } }),
  },
  // The first-screen renderer (src/first-screen.tsx, decision 011) runs in the server process: one
  // file holding everything it imports, in React's and antd's production builds as in the browser.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // A worker's files share imported modules (React, antd) instead of importing them again each:
    // 225 s → 125 s for both apps on 2 cores. Tests leave no module state behind them.
    isolate: false,
    // Whole pages render in jsdom; on a busy 2-core machine a few take longer than the default 5 s.
    testTimeout: 60_000,
  },
}));
