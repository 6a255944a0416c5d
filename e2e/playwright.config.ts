import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** E2E_PORT lets two checkouts run their suites side by side. */
const port = Number(process.env.E2E_PORT ?? 3100);
export const artifactsDir = path.resolve(import.meta.dirname, '.artifacts');
export const serverLog = path.join(artifactsDir, 'server.log');

/**
 * The tests that fill the demo buyer's cart, place and pay their orders or read their balance or points run one
 * at a time; beside them, one at a time each, the tests of buyers of their own (new registrations, the
 * demo's waiting buyer and the group's second store), and those of visitors and the console's pages.
 * Two lanes run at once. On a 2-core machine three took as long (12.9 min against 13.3 for the whole
 * run, measured back to back) and starved each other's Chromium until tests timed out waiting for a
 * page to draw.
 */
const demoBuyerFiles =
  /\/(after-sales|brand-zone|buyer-accessibility|cart|console|console-accessibility|console-flash-sale|console-gift|console-notes|coupons|trade-up|dashboard|deciding-and-paying|ephedrine|favourites|flash-sale|invoices|live-orders|member-centre|orders|part-shipping|phone|points-mall|wallet)\.spec\.ts$/;
const ownBuyerFiles =
  /\/(checkout-contract|console-reviews|licences|member-accessibility|member-pages|phone-account|qualifications|register-login-logout)\.spec\.ts$/;

/**
 * Drives the real built app (web and API from one process) on a fresh embedded database with the demo
 * shop, in Debian's Chromium. The server's output goes to a log file, where tests read SMS codes.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'demo buyer', testMatch: demoBuyerFiles, workers: 1 },
    { name: 'own buyers', testMatch: ownBuyerFiles, workers: 1 },
    { name: 'shop and console', testIgnore: [demoBuyerFiles, ownBuyerFiles], workers: 1 },
  ],
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  // The machine is shared and the three lanes share its cores: a page may take longer
  // than Playwright's default 5 s to show what a test waits for.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(artifactsDir, 'results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    // A failed test keeps its trace; the trace's screencast (a JPEG of every frame, for every test,
    // passed or not) is left out: it cost the three lanes' browsers a good part of two busy cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The shop's service worker would fetch every built file in every test's fresh browser; the
    // tests of the installed shop allow it (installable.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node start-server.mjs`,
    url: `http://127.0.0.1:${port}/api/global/site`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: '127.0.0.1' },
  },
});
