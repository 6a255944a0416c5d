import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');

export interface Started {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Runs a TypeScript entry point in its own process (its own core), resolved when `ready` answers. */
export async function startProcess(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  /** Node flags for this process, beside BENCH_NODE_ARGS. */
  extraNodeArgs: string[] = [],
): Promise<Started> {
  const nodeArgs = [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...extraNodeArgs];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, entry), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(readyUrl, child);
  return { url: new URL(readyUrl).origin, pid: child.pid!, stop: () => stop(child) };
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const answered = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The shop's server on PostgreSQL at `databaseUrl`, on `port`, without demo data, warnings only. */
export function startShopOnPostgres(databaseUrl: string, port: number): Promise<Started> {
  return startProcess(
    'apps/server/src/server.ts',
    [],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      APP_ENV: 'development',
      DATABASE_URL: databaseUrl,
    },
    `http://127.0.0.1:${port}/api/global/site`,
  );
}

/** The shop serving a built web app (`webDist`) on `port`, on the bench's database, and Chromium to load it. */
export async function startShopAndBrowser(port: number, webDist: string) {
  const server = await startProcess(
    'apps/server/src/server.ts',
    [],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SEED_DEMO: 'false',
      APP_ENV: 'development',
      WEB_DIST_DIR: webDist,
      DATA_DIR: process.env.DATA_DIR ?? path.resolve(import.meta.dirname, '../.data'),
    },
    `http://127.0.0.1:${port}/api/global/site`,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  return { server, browser };
}
