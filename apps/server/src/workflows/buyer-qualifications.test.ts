import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuyer } from '@yaocai/domain/contracts/admin-responses';
import type { BusinessScope, Licence } from '@yaocai/domain/contracts/licences';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { distinctPicture, uploadPicture } from '../testing/pictures.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { buyerLicences } from '../modules/licences/licences.tables.ts';
import { messages } from '../modules/messages/messages.tables.ts';
import { sendLicenceNotices } from './licence-notices.job.ts';

let t: TestApp;
let operator: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client: operator } = await signInOperator(t, ['buyers.read', 'buyers.write', 'buyers.review']));
});
afterAll(() => t.close());

const scan = '/files/0123456789abcdef0123456789abcdef01234567.webp';
const DAY = 86_400_000;
/** A China calendar day `days` from today (or from `from`). */
const chinaDay = (days: number, from = Date.now()) =>
  new Date(from + days * DAY + 8 * 3_600_000).toISOString().slice(0, 10);

async function fileLicence(
  userId: number,
  type: 'business_licence' | 'drug_trading' | 'gsp',
  validUntil: string | null,
  state: 'approved' | 'pending' = 'approved',
) {
  const [row] = await t.db
    .insert(buyerLicences)
    .values({
      userId,
      type,
      number: `${type}-${userId}`,
      holder: '测试药房',
      validUntil,
      images: [scan],
      state,
      submittedBy: 'operator',
    })
    .returning({ id: buyerLicences.id });
  return row!.id;
}

const messagesOf = (userId: number) =>
  t.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.id));

describe('a buyer’s own licences', () => {
  it('uploads a scan, submits a licence that waits for review, and hears the outcome', async () => {
    const { buyer, client } = await signInBuyer(t);
    const uploaded = await client.upload<{ url: string }>('/api/user/upload?purpose=licence', {
      name: 'licence.png',
      content: await distinctPicture(),
      type: 'image/png',
    });
    expect([uploaded.status, uploaded.body.msg]).toEqual([200, '资质扫描件已上传']);
    expect(uploaded.body.data.url).toMatch(/^\/files\/private\/[0-9a-f]{40}\.webp$/);

    const body = {
      number: '91330100MA2ABCDE1X',
      holder: '测试药房',
      valid_until: chinaDay(400),
      images: [uploaded.body.data.url],
    };
    const submitted = await client.put<Licence>('/api/user/zizhi/business_licence', body);
    expect([submitted.status, submitted.body.msg]).toEqual([200, '已提交，请等待审核']);
    expect(submitted.body.data).toMatchObject({ state: 'pending', submitted_by: 'buyer', expiry: 'valid' });

    const waitingIds = async () =>
      (
        await operator.get<Paged<AdminBuyer>>('/api/admin/buyers?licence_state=pending&page_size=100')
      ).body.data.list.map((row) => row.id);
    expect(await waitingIds()).toContain(buyer.id);
    const path = `/api/admin/buyers/${buyer.id}/licences/business_licence`;
    expect((await operator.post<Licence>(`${path}/approve`)).body.data.state).toBe('approved');
    expect(await waitingIds()).not.toContain(buyer.id);
    const mine = await client.get<Licence[]>('/api/user/zizhi');
    expect(mine.body.data).toEqual([
      expect.objectContaining({ type: 'business_licence', state: 'approved' }),
    ]);
    expect((await messagesOf(buyer.id))[0]).toMatchObject({ title: '营业执照审核已通过' });

    // A replacement is reviewed again, and holds orders until it is approved.
    // Sent as the web page sends it: form-encoded, without an end date for one valid without end.
    const { valid_until: _, ...withoutEnd } = body;
    await client.put(
      '/api/user/zizhi/business_licence',
      { ...withoutEnd, number: '91330100MA2ABCDE2Y' },
      { form: true },
    );
    const [row] = await t.db.select().from(buyerLicences).where(eq(buyerLicences.userId, buyer.id));
    expect(row).toMatchObject({
      state: 'pending',
      number: '91330100MA2ABCDE2Y',
      validUntil: null,
      reviewedBy: null,
    });
  });

  it('refuses files that are not pictures, licences already expired and bad fields, writing nothing', async () => {
    const { client } = await signInBuyer(t);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const notPicture = await client.upload('/api/user/upload?purpose=licence', {
      name: 'licence.png',
      content: Buffer.from('%PDF-1.7 not a picture at all'),
      type: 'image/png',
    });
    expect([notPicture.status, notPicture.body.msg]).toEqual([422, '请上传 JPG、PNG、WebP 或 GIF 图片']);
    const wrongPurpose = await client.upload('/api/user/upload?purpose=goods', {
      name: 'a.png',
      content: Buffer.from('x'),
    });
    expect(wrongPurpose.status).toBe(422);
    const cases: [string, object, string][] = [
      [
        'drug_trading',
        { number: 'x', holder: 'y', images: [scan], valid_until: chinaDay(-1) },
        '证照已过有效期，请上传有效期内的证照',
      ],
      ['drug_trading', { number: 'x', holder: 'y', images: [] }, '请上传扫描件'],
      ['drug_trading', { number: '', holder: 'y', images: [scan] }, '请填写证照编号'],
      ['passport', { number: 'x', holder: 'y', images: [scan] }, '证照类型不正确'],
      [
        'gsp',
        { number: 'x', holder: 'y', images: ['javascript:alert(1)'] },
        '扫描件须上传，或以 / 或 http(s):// 开头',
      ],
    ];
    for (const [type, body, message] of cases) {
      const refused = await client.put(`/api/user/zizhi/${type}`, body);
      expect([refused.status, refused.body.msg]).toEqual([422, message]);
    }
    expect(await watch.changedTables()).toEqual([]);
    expect((await t.client().put('/api/user/zizhi/gsp', cases[1]![1])).status).toBe(401);
    expect(
      (await t.client().upload('/api/user/upload?purpose=licence', { name: 'a', content: Buffer.from('x') }))
        .status,
    ).toBe(401);
  });
});

describe('orders while a required licence is not in force', () => {
  async function tryToBuy(client: TestClient) {
    await client.post('/api/contract/sign', { agree: 1 });
    const submitted = await client.post(
      '/api/order',
      { ids: [1], invoice_type: 0 },
      { headers: { 'Idempotency-Key': `licence-hold-${Date.now()}` } },
    );
    const paid = await client.post('/api/order/1/pay', { method: 'balance' });
    return [submitted, paid].map((answer) => [answer.status, answer.body.msg]);
  }

  it('are held with the licence and the reason, while browsing goes on', async () => {
    const { buyer, client } = await signInBuyer(t);
    await fileLicence(buyer.id, 'business_licence', null);
    await fileLicence(buyer.id, 'drug_trading', chinaDay(-2));
    await fileLicence(buyer.id, 'gsp', chinaDay(-30));
    const reason = `您的药品经营许可证已于${chinaDay(-2)}过期，请在会员中心更新资质后再下单`;
    const watch = new WriteWatch(t.db);
    await watch.mark();
    expect(await tryToBuy(client)).toEqual([
      [403, reason],
      [403, reason],
    ]);
    expect((await watch.changedTables()).filter((table) => table !== 'contract_signatures')).toEqual([]);
    expect((await client.get('/api/goods/list')).status).toBe(200);

    // The replacement waits for review: still held, with that reason.
    await client.put('/api/user/zizhi/drug_trading', {
      number: 'ZJ-2026-1',
      holder: '测试药房',
      valid_until: chinaDay(700),
      images: [await uploadPicture(client, '/api/user/upload?purpose=licence')],
    });
    expect((await tryToBuy(client))[0]).toEqual([403, '您的药品经营许可证正在审核中，审核通过后即可下单']);
    await operator.post(`/api/admin/buyers/${buyer.id}/licences/drug_trading/approve`);
    // An expired GSP certificate is not one that holds orders; the cart being empty is what refuses now.
    const [submitted] = await tryToBuy(client);
    expect(submitted![0]).not.toBe(403);
  });
});

describe('licence expiry notices', () => {
  it('tell the buyer 30, 7 and 0 days before, each once, catching up a missed day', async () => {
    const { buyer } = await signInBuyer(t);
    const today = chinaDay(0);
    await fileLicence(buyer.id, 'business_licence', chinaDay(30));
    await fileLicence(buyer.id, 'drug_trading', chinaDay(6));
    await fileLicence(buyer.id, 'gsp', chinaDay(0));
    const { buyer: other } = await signInBuyer(t);
    await fileLicence(other.id, 'business_licence', chinaDay(31));
    await fileLicence(other.id, 'drug_trading', chinaDay(7), 'pending');

    const sent = await sendLicenceNotices(t.db, today);
    const mine = sent.filter((notice) => notice.userId === buyer.id);
    expect(mine.map((notice) => [notice.type, notice.daysBefore])).toEqual([
      ['business_licence', 30],
      ['drug_trading', 7],
      ['gsp', 0],
    ]);
    expect(sent.filter((notice) => notice.userId === other.id)).toEqual([]);
    const told = (await messagesOf(buyer.id)).map((message) => message.title).sort();
    expect(told).toEqual(['GSP证书已到期', '营业执照即将到期', '药品经营许可证即将到期'].sort());

    expect((await sendLicenceNotices(t.db, today)).filter((n) => n.userId === buyer.id)).toEqual([]);
    const later = await sendLicenceNotices(t.db, chinaDay(24));
    expect(later.filter((n) => n.userId === buyer.id).map((n) => [n.type, n.daysBefore])).toEqual([
      ['business_licence', 7],
      ['drug_trading', 0],
    ]);
  });
});

describe('the business scope', () => {
  it('lists the classes the buyer may buy and those the shop sells beyond them', async () => {
    const warehouse = await insertWarehouse(t.db, '经营范围仓');
    const maker = await insertManufacturer(t.db, '经营范围制药');
    for (const businessScope of ['中成药', '中药饮片', '医疗器械'])
      await insertGoods(t.db, {
        name: `${businessScope}样品`,
        manufacturerId: maker,
        businessScope,
        stock: { [warehouse]: 10 },
      });
    const { client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const scope = (await client.get<BusinessScope>('/api/user/jyfw')).body.data;
    expect(scope.scopes).toEqual(['中成药']);
    expect(scope.outside).toEqual(expect.arrayContaining(['中药饮片', '医疗器械']));
    expect(scope.outside).not.toContain('中成药');
    const { client: pending } = await signInBuyer(t, { status: 'pending', businessScopes: ['中成药'] });
    expect((await pending.get<BusinessScope>('/api/user/jyfw')).body.data.scopes).toEqual([]);
  });
});
