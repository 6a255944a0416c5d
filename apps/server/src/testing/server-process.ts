import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const OUTPUT_KEPT = 20_000;

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  origin: string;
  port: number;
  /** The process's stdout and stderr, the last part of them, for failure messages. */
  output(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** Sends the signal and waits until the process has gone; resolves with how it ended. */
  kill(signal: NodeJS.Signals): Promise<Exit>;
  /** SIGTERM (a graceful close), SIGKILL if it is still there after a while. */
  stop(): Promise<void>;
}

const alive = new Set<ChildProcess>();
// Whatever happens to the test run, no server outlives it.
process.on('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
});

/** A PostgreSQL database, or a PGlite data folder (which only one process may open). */
type StartOptions = ({ databaseUrl: string } | { dataDir: string }) & {
  port?: number;
  env?: Record<string, string>;
};

/** `server.ts` as production runs it, in its own process; resolves once it is ready. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...('databaseUrl' in options
        ? { DATABASE_URL: options.databaseUrl }
        : { DATABASE_URL: '', DATA_DIR: options.dataDir }),
      SEED_DEMO: 'false',
      // A test shop: the development defaults (the sandbox gateway's published secret) are fine.
      APP_ENV: 'development',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      WEB_DIST_DIR: '/nonexistent',
      CHECK_RESPONSES: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  alive.add(child);
  let output = '';
  const keep = (chunk: Buffer | string) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      keep(`${error.message}\n`);
      resolve({ code: null, signal: null });
    });
  }).finally(() => alive.delete(child));

  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const server: ServerProcess = {
    origin: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill,
    stop: async () => {
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await kill('SIGTERM');
      clearTimeout(forced);
    },
  };
  try {
    await untilAnswering(server, exited);
  } catch (error) {
    await kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return server;
}

async function untilAnswering(server: ServerProcess, exited: Promise<Exit>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server on port ${server.port} exited while starting`);
    const answered = await fetch(`${server.origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server on port ${server.port} did not answer within 60 s`);
}
