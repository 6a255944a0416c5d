import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** E2E_PORT lets two checkouts run their suites side by side. */
const port = Number(process.env.E2E_PORT ?? 3100);
export const artifactsDir = path.resolve(import.meta.dirname, '.artifacts');
export const serverLog = path.join(artifactsDir, 'server.log');

/**
 * Drives the real built app (web and API from one process) on a fresh embedded database with the demo
 * shop, in Debian's Chromium. The server's output goes to a log file, where tests read SMS codes.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  reporter: [['list']],
  outputDir: path.join(artifactsDir, 'results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
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
