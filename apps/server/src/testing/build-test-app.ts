import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { configFrom, type Config, type Env } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { createDevSmsProvider } from '../modules/accounts/sms/dev-sms-provider.ts';
import { openTestDatabase } from './test-database.ts';
import { TestClient } from './test-client.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Lines the development SMS provider wrote, `[sms:dev] <phone> <code>`. */
  smsLines: string[];
  lastSmsCode(phone: string): string;
  client(ip?: string): TestClient;
  close(): Promise<void>;
}

/**
 * The real app on a fresh real database (or on one the test `prepared`, closed with the
 * app); only the SMS gateway is the development provider.
 */
export async function buildTestApp(env: Env = {}, prepared?: DatabaseHandle): Promise<TestApp> {
  const database = prepared ?? (await openTestDatabase());
  const filesDir = await mkdtemp(path.join(tmpdir(), 'yaocai-files-'));
  // No expiry sweep (it would cancel a test's expired orders at a minute's turn), no sales fold and no
  // licence or favourite notices (their writes would show in a test's watch for writes), unless asked for.
  const config = configFrom({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_DIST_DIR: '/nonexistent',
    ORDER_SWEEP_MINUTES: '0',
    SALES_FOLD_MINUTES: '0',
    LICENCE_NOTICE_HOUR: '-1',
    FAVOURITE_NOTICE_MINUTES: '0',
    CHECK_RESPONSES: 'true',
    FILES_DIR: filesDir,
    ...env,
  });
  const smsLines: string[] = [];
  const app = await buildApp(config, {
    db: database.db,
    sms: createDevSmsProvider((line) => smsLines.push(line)),
  });
  return {
    app,
    db: database.db,
    config,
    smsLines,
    lastSmsCode(phone) {
      const line = smsLines.findLast((l) => l.startsWith(`[sms:dev] ${phone} `));
      if (!line) throw new Error(`no SMS code was sent to ${phone}`);
      return line.split(' ')[2] as string;
    },
    client: (ip) => new TestClient(app, ip),
    close: async () => {
      await app.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
