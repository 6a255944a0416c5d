/**
 * Makes an operator with every permission in the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR): the first operator of a shop outside demo mode.
 *
 *   npm run operator:create -- --username boss --name 王经理
 *
 * The password is asked for twice on a terminal, or read from OPERATOR_PASSWORD when set.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createOperatorFromCommandLine, parseOperatorArgs } from './create-operator.ts';

/** Reads a line from the terminal without echoing it. */
async function askHidden(prompt: string): Promise<string> {
  process.stdout.write(prompt);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await reader.question('');
  } finally {
    reader.close();
    process.stdout.write('\n');
  }
}

async function readPassword(): Promise<string | undefined> {
  if (process.env.OPERATOR_PASSWORD !== undefined) return process.env.OPERATOR_PASSWORD;
  if (!process.stdin.isTTY) return undefined;
  const first = await askHidden('密码（6-20位，含字母和数字）：');
  const again = await askHidden('再次输入密码：');
  if (first !== again) {
    console.error('两次输入的密码不一致');
    return undefined;
  }
  return first;
}

const argv = process.argv.slice(2);
const early = parseOperatorArgs(argv);
if (!early.ok) {
  console.error(early.problems.join('\n'));
  process.exit(1);
}
const password = await readPassword();
if (password === undefined) {
  console.error('No password: run this on a terminal, or set OPERATOR_PASSWORD.');
  process.exit(1);
}

const database = await openDatabase(loadConfig().database);
try {
  await migrateDatabase(database);
  const made = await createOperatorFromCommandLine(database.db, argv, password);
  if (made.ok) {
    console.log(
      `Operator ${early.username} (id ${made.id}) can now sign in at /admin with every permission.`,
    );
  } else {
    console.error(made.problems.join('\n'));
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
