/**
 * Serialisation alone, answer by answer: the routes' real answers from the demo shop (in-memory
 * PGlite), written by the zod type provider's serializer (check with Zod, then JSON.stringify), by
 * the server's (fast-json-stringify from the same schema) and by a bare JSON.stringify.
 *
 *   npx tsx bench/src/serializers.ts [--ms 2000]
 */
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { buildApp } from '@yaocai/server/src/app.ts';
import { configFrom } from '@yaocai/server/src/config.ts';
import { openDatabase } from '@yaocai/server/src/db/client.ts';
import { migrateDatabase } from '@yaocai/server/src/db/migrate.ts';
import { createDevSmsProvider } from '@yaocai/server/src/modules/accounts/sms/dev-sms-provider.ts';
import { responseSerializerCompiler } from '@yaocai/server/src/plugins/serializer.ts';
import { demoAccounts } from '@yaocai/server/src/seed/demo-accounts.ts';
import { seedDemoIfEmpty } from '@yaocai/server/src/seed/demo.ts';

const { values } = parseArgs({ options: { ms: { type: 'string', default: '2000' } } });
const budgetMs = Number(values.ms);

const CALLS = [
  '/api/goods/list?page_size=20',
  '/api/goods/list?page_size=60',
  '/api/goods/detail/1',
  '/api/user/base',
  '/api/focus/common',
  '/api/goods/search?keywords=感冒',
];

const ROUNDS = 10;

/** Calls per second of `write` over about budgetMs / ROUNDS. */
function rate(write: () => string): number {
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < budgetMs / ROUNDS) {
    for (let i = 0; i < 50; i++) write();
    calls += 50;
  }
  return (calls * 1000) / (performance.now() - started);
}

/**
 * The best rate of each writer over rounds taken in turn, so that a busy moment of a shared machine
 * falls on all of them alike and is then left out.
 */
function bestRates(writers: (() => string)[]): number[] {
  for (const write of writers) for (let i = 0; i < 500; i++) write();
  const best = writers.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    writers.forEach((write, i) => (best[i] = Math.max(best[i]!, rate(write))));
  }
  return best;
}

async function signedInCookie(app: FastifyInstance): Promise<string> {
  const { phone, password } = demoAccounts.approvedBuyer;
  const visit = await app.inject({ method: 'GET', url: '/api/global/site' });
  const csrf = visit.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const token = visit.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { cookie: csrf, 'x-xsrf-token': token },
    payload: { username: phone, password },
  });
  return login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

const database = await openDatabase({ kind: 'pglite', dataDir: null });
await migrateDatabase(database);
await seedDemoIfEmpty(database.db, { log: () => {} });
const config = configFrom({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ORDER_SWEEP_MINUTES: '0' });
const app = await buildApp(config, { db: database.db, sms: createDevSmsProvider(() => {}) });
const cookie = await signedInCookie(app);

const rows: string[] = [];
for (const url of CALLS) {
  const answer = await app.inject({ method: 'GET', url, headers: { cookie } });
  const body: unknown = answer.json();
  const route = app.routeTable.find(
    (r) => r.method === 'GET' && r.url === url.split('?')[0]!.replace(/\/1$/, '/:id'),
  );
  const schema = (route?.schema?.response as Record<string, z.ZodType>)[200]!;
  const target = { schema, method: 'GET', url, httpStatus: '200' };
  const zod = zodSerializerCompiler(target);
  const fast = responseSerializerCompiler(target);
  const [zodRate = 0, fastRate = 0, plainRate = 0] = bestRates([
    () => zod(body),
    () => fast(body),
    () => JSON.stringify(body),
  ]);
  rows.push(
    `| ${url} | ${answer.body.length} | ${Math.round(zodRate).toLocaleString('en')} | ${Math.round(fastRate).toLocaleString('en')} | ${(fastRate / zodRate).toFixed(1)}× | ${Math.round(plainRate).toLocaleString('en')} |`,
  );
}
console.log(
  '| answer (signed in) | bytes | Zod + JSON.stringify /s | fast-json-stringify /s | speed-up | JSON.stringify alone /s |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
await app.close();
await database.close();
