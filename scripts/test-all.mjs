// `npm test`: every check and every test suite, stopping at the first failure.
//   lint, format and type checks → unit and API tests on PGlite → the API tests again on PostgreSQL
//   when TEST_DATABASE_URL is set → build and end-to-end tests in Chromium.
import { spawn } from 'node:child_process';

// npm runs scripts on the project's own Node (docs/decisions/001-runtime-versions.md).
const major = Number(process.versions.node.split('.')[0]);
console.log(`Node ${process.version}`);
if (major < 22) {
  console.error('The tests need Node 22 or newer: run them with `npm test` after `npm ci`.');
  process.exit(1);
}

// Steps in one stage run side by side; a stage starts when the one before has passed. Side by side,
// a step's output is held back and printed whole when it ends, except the stage's first step.
// The suites run one after another: on 2 cores, the PostgreSQL suite beside the end-to-end tests took
// 12 and 13 minutes where they take 2 and 9 alone (CI has 20 minutes for everything).
const stages = [
  [
    ['lint', 'npm', ['run', 'lint']],
    ['format', 'npm', ['run', 'format:check']],
    ['types', 'npm', ['run', 'typecheck']],
  ],
  [['unit and API tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' }]],
];
if (process.env.TEST_DATABASE_URL) {
  stages.push([
    [
      'API tests (PostgreSQL)',
      'npx',
      ['vitest', 'run', '--project', 'server', '--project', 'server-mocks', '--maxWorkers', '2'],
    ],
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}
stages.push([['end-to-end tests (Chromium)', 'npm', ['run', 'test:e2e']]]);

function run([name, command, args, env = {}], streamed) {
  return new Promise((resolve) => {
    console.log(`\n▶ ${name}`);
    const started = Date.now();
    const child = spawn(command, args, {
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (held.length > 0) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(held).toString()}`);
      if (status === 0) console.log(`✓ ${name} (${seconds} s)`);
      else console.error(`\n✗ ${name} failed after ${seconds} s`);
      resolve(status ?? 1);
    });
  });
}

for (const stage of stages) {
  const statuses = await Promise.all(stage.map((step, index) => run(step, index === 0)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}
