// Starts the shop for the end-to-end run: a fresh embedded database with the demo data, output in
// .artifacts/server.log (the tests read SMS codes there).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const artifacts = path.resolve(import.meta.dirname, '.artifacts');
const dataDir = path.join(artifacts, 'data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });
const log = createWriteStream(path.join(artifacts, 'server.log'));

// Every test comes from 127.0.0.1: the budget per address for looking up phones and sending codes is
// the whole run's, not one person's (the API tests check the throttles themselves).
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_FORMAT: 'json',
  PHONE_LOOKUP_MAX_PER_MINUTE: '600',
  SMS_MAX_PER_IP_PER_HOUR: '600',
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.resolve(import.meta.dirname, '../apps/server'),
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log);
server.stderr.pipe(log);
server.stderr.pipe(process.stderr);
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
