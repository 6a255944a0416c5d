/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadFirstScreen } from './preload-first-screen.ts';

const server = { target: 'http://localhost:3000', changeOrigin: false };
// Uploaded pictures too: a buyer's own licence scans need the session cookie, which the proxy passes on.
// The live connection is an upgrade, passed on as one (before /api, which would take it as a request).
const apiProxy = {
  '/api/ws': { ...server, ws: true },
  '/api': server,
  '/images': server,
  '/files': server,
};

const browserBuildPlugins = [
  // The app, fetched with the entry, and the styles of the page `/` redirects to (the anniversary page).
  preloadFirstScreen({ app: 'src/start-app.tsx', landing: 'src/features/home/pages/promotion-page.tsx' }),
  // .br and .gz beside each built file, at full strength once here instead of per request on the
  // server, which serves them as the browser accepts. SVG is left out: the server adds a charset to
  // SVG's type, which a precompressed copy would not carry.
  compression({
    include: /\.(html|css|js)$/,
    threshold: 1024,
    algorithms: ['brotliCompress', 'gzip'],
  }),
  // The service worker (src/sw.ts) with the list of the app's files it keeps. The manifest is the
  // server's (it carries the configured title); start-app.tsx registers the worker once the page has loaded.
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: { globPatterns: ['index.html', 'assets/*.{js,css}', 'icons/*.png', 'favicon.svg'] },
  }),
];

// The app and everything it imports statically, in one file instead of some ninety: on a phone over a
// mobile connection each file costs a round trip of about half a second, six at a time (issue 31). The
// entry (src/main.tsx) imports it once the server's first screen has painted, so what the entry itself
// needs (Vite's preloading of a lazy import, which the app uses too) is a small file of its own. The
// pages a visit most often opens on, the landing, a list and a goods page, are one more file with what
// they import beyond the app, asked for beside it (src/page-code.ts). A group takes in all that its
// module imports statically, re-exports included: the app shell reaches features' pages through their
// lazy.ts, not their index, or every component an index exports would come with the app.
const chunkGroups = [
  { name: 'preload-helper', test: /^\0vite\/preload-helper/, priority: 2 },
  { name: 'start', test: /\/src\/start-app\.tsx$/, priority: 1 },
  {
    name: 'pages',
    test: /\/src\/features\/(catalog\/pages\/goods-(list|detail)|home\/pages\/promotion)-page\.tsx$/,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : browserBuildPlugins)],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    ...(!isSsrBuild && { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } }),
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
