/**
 * Loads the demo shop into the configured database (DATABASE_URL, else PGlite in DATA_DIR).
 *
 *   npm run seed -- [--goods 100000] [--reset]
 *
 * --goods  how many goods to generate (default 2,400); large counts are for benchmarks.
 * --reset  first empties EVERY table without asking, then seeds. Meant for benchmark databases only.
 * Without --reset an already used database is left alone and the command exits with status 1.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { DEFAULT_DEMO_GOODS, isDatabaseEmpty, seedDemoShop } from './demo.ts';
import { truncateAllTables } from './reset.ts';

const { values } = parseArgs({
  options: {
    goods: { type: 'string', default: String(DEFAULT_DEMO_GOODS) },
    reset: { type: 'boolean', default: false },
  },
});
const goodsCount = Number(values.goods);
if (!Number.isInteger(goodsCount) || goodsCount < 1) {
  console.error(`--goods must be a positive whole number, got ${values.goods}`);
  process.exit(1);
}

const started = performance.now();
const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (line: string): void => console.log(line);

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrateDatabase(database);
  if (values.reset) {
    await truncateAllTables(database.db);
    log(`Emptied all tables (${elapsed()})`);
  }
  if (!(await isDatabaseEmpty(database.db))) {
    console.error('The database already has data; nothing seeded. Use --reset to empty it first.');
    process.exitCode = 1;
  } else {
    let nextReport = 0;
    await seedDemoShop(database.db, {
      goodsCount,
      log,
      onProgress: (inserted, total) => {
        if (inserted < nextReport && inserted < total) return;
        log(`  goods ${inserted.toLocaleString('en')} / ${total.toLocaleString('en')} (${elapsed()})`);
        nextReport = inserted + Math.max(500, Math.ceil(total / 10));
      },
    });
    log(`Done in ${elapsed()}`);
  }
} finally {
  await database.close();
}
