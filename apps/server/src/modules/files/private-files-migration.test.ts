import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { migrationsBefore, openTestDatabase } from '../../testing/test-database.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { feedback } from '../buyer-requests/buyer-requests.tables.ts';
import { banners } from '../content/content.tables.ts';
import { buyerLicences } from '../licences/licences.tables.ts';
import { diskFileStore } from './file-store.ts';
import { privateFileMoves } from './files.tables.ts';

let database: DatabaseHandle;
let before: string;
let filesDir: string;
let t: TestApp | undefined;

const name = (digit: string) => `${digit.repeat(40)}.webp`;
/** A licence scan only; a licence scan that is also a banner's picture; a feedback picture. */
const [scanOnly, shared, feedbackOnly] = [name('a'), name('b'), name('c')];
const OUTSIDE = 'https://example.com/licence.webp';

beforeAll(async () => {
  before = await migrationsBefore('0041_private_files');
  database = await openTestDatabase(before);
  filesDir = await mkdtemp(path.join(tmpdir(), 'yaocai-files-'));
});
afterAll(async () => {
  await (t ? t.close() : database.close());
  await rm(before, { recursive: true, force: true });
  await rm(filesDir, { recursive: true, force: true });
});

const fetched = async (client: TestClient, url: string) => {
  const answer = await client.send('GET', url);
  return [answer.statusCode, answer.headers['cache-control']];
};

it('moves licence scans and feedback pictures uploaded before 0041 to the private side, keeping those a public row uses public too', async () => {
  // As the code before 0041 stored and wrote them: every upload on the public side, under /files/.
  const store = diskFileStore(filesDir);
  for (const file of [scanOnly, shared, feedbackOnly]) await store.put('public', file, Buffer.from(file));
  const buyer = await insertBuyer(database.db);
  const other = await insertBuyer(database.db);
  await database.db.execute(sql`
    insert into buyer_licences (user_id, type, number, holder, images, state, submitted_by)
    values (${buyer.id}, 'business_licence', 'N-1', '测试药房',
            ${JSON.stringify([`/files/${scanOnly}`, `/files/${shared}`, OUTSIDE])}::jsonb, 'approved', 'operator')`);
  await database.db.execute(sql`
    insert into feedback (user_id, type, content, images)
    values (${buyer.id}, 1, '旧反馈', ${JSON.stringify([`/files/${feedbackOnly}`])}::jsonb)`);
  await database.db.execute(sql`
    insert into banners (banner_id, title, image) values (121, '与证照同图的广告', ${`/files/${shared}`})`);

  await migrateDatabase(database);
  t = await buildTestApp({ FILES_DIR: filesDir }, database);

  const [licence] = await t.db.select().from(buyerLicences).where(eq(buyerLicences.userId, buyer.id));
  expect(licence!.images).toEqual([`/files/private/${scanOnly}`, `/files/private/${shared}`, OUTSIDE]);
  const [note] = await t.db.select().from(feedback).where(eq(feedback.userId, buyer.id));
  expect(note!.images).toEqual([`/files/private/${feedbackOnly}`]);
  expect((await t.db.select().from(banners))[0]!.image).toBe(`/files/${shared}`);
  expect(await t.db.select().from(privateFileMoves)).toEqual([]);

  const owner = t.client();
  await owner.post('/api/user/login', { username: buyer.phone, password: buyer.password });
  const stranger = t.client();
  await stranger.post('/api/user/login', { username: other.phone, password: other.password });
  for (const file of [scanOnly, shared, feedbackOnly]) {
    expect(await fetched(owner, `/files/private/${file}`)).toEqual([200, 'private, no-store']);
    expect(await fetched(stranger, `/files/private/${file}`)).toEqual([404, 'private, no-store']);
  }
  // The old addresses stop working, but for the picture the banner shows.
  expect((await t.client().send('GET', `/files/${scanOnly}`)).statusCode).toBe(404);
  expect((await t.client().send('GET', `/files/${feedbackOnly}`)).statusCode).toBe(404);
  expect(await fetched(t.client(), `/files/${shared}`)).toEqual([200, 'public, max-age=31536000, immutable']);
  // The buyer holds the scans: they may send them again with a replacement.
  const again = await owner.put('/api/user/zizhi/business_licence', {
    number: 'N-2',
    holder: '测试药房',
    images: [`/files/private/${scanOnly}`],
  });
  expect(again.status).toBe(200);
});
