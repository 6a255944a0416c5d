import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { configFrom, type Config, type Env } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createDevSmsProvider } from '../modules/accounts/sms/dev-sms-provider.ts';
import type { SandboxGateway } from '../modules/payments/sandbox-gateway.ts';
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

/** The real app on a fresh real database; only the SMS gateway is the development provider. */
export async function buildTestApp(env: Env = {}, deps: { gateway?: SandboxGateway } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = configFrom({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    CHECK_RESPONSES: 'true',
    ...env,
  });
  const smsLines: string[] = [];
  const app = await buildApp(config, {
    db: database.db,
    sms: createDevSmsProvider((line) => smsLines.push(line)),
    ...(deps.gateway && { paymentGateway: deps.gateway }),
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
    },
  };
}
