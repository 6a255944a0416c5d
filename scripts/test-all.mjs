// `npm test`: every check and every test suite, stopping at the first failure.
//   lint, format and type checks → unit and API tests on PGlite → the API tests again on PostgreSQL
//   when TEST_DATABASE_URL is set → build → end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';

// npm runs scripts on the project's own Node (docs/decisions/001-runtime-versions.md).
const major = Number(process.versions.node.split('.')[0]);
console.log(`Node ${process.version}`);
if (major < 22) {
  console.error('The tests need Node 22 or newer: run them with `npm test` after `npm ci`.');
  process.exit(1);
}

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npm', ['run', 'format:check']],
  ['types', 'npm', ['run', 'typecheck']],
  ['unit and API tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server']]);
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}
steps.push(['end-to-end tests (Chromium)', 'npm', ['run', 'test:e2e']]);

for (const [name, command, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
