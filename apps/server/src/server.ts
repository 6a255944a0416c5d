import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { grantSuperuserEveryPermission } from './modules/operators/operators.service.ts';
import { createDevSmsProvider } from './modules/accounts/sms/dev-sms-provider.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
await migrateDatabase(database);
await grantSuperuserEveryPermission(database.db);
if (config.seedDemo) await seedDemoIfEmpty(database.db, { log: (line) => process.stdout.write(`${line}\n`) });

const sms = createDevSmsProvider((line) => process.stdout.write(`${line}\n`));
const app = await buildApp(config, { db: database.db, sms });

// Past the timeout close-with-grace exits with status 1; a clean close exits with 0.
closeWithGrace({ delay: config.shutdown.timeoutMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info(`${signal} received, closing`);
  await app.shutDown(config.shutdown.drainMs);
  await database.close();
});

await app.listen({ host: config.host, port: config.port });
