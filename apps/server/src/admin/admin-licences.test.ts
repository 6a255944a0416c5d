import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Licence } from '@yaocai/domain/contracts/licences';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertBuyer } from '../testing/factories.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { expiryOf } from '../modules/licences/licences.service.ts';
import { buyerLicences } from '../modules/licences/licences.tables.ts';
import { messages } from '../modules/messages/messages.tables.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['buyers.read', 'buyers.write', 'buyers.review']));
});
afterAll(() => t.close());

async function writesOf(request: () => Promise<unknown>): Promise<string[]> {
  await watch.mark();
  await request();
  return watch.changedTables();
}

const scan = '/files/0123456789abcdef0123456789abcdef01234567.webp';
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

describe('a buyer’s licences', () => {
  it('are filed by an operator from the paper copy, approved as filed, with how each stands against its expiry', async () => {
    const buyer = await insertBuyer(t.db);
    const other = await insertBuyer(t.db);
    const filed = await operator.put<Licence>(`/api/admin/buyers/${buyer.id}/licences/drug_trading`, {
      number: '浙AA5710123',
      holder: '康宁大药房连锁有限公司',
      valid_until: inDays(10),
      images: [scan],
    });
    expect([filed.status, filed.body.msg]).toEqual([200, '证照已保存']);
    expect(filed.body.data).toMatchObject({
      type_name: '药品经营许可证',
      state: 'approved',
      expiry: 'expiring',
      submitted_by: 'operator',
    });
    await operator.put(`/api/admin/buyers/${buyer.id}/licences/business_licence`, {
      number: '91330100MA2A00001X',
      holder: '康宁大药房连锁有限公司',
      images: [scan],
    });

    const listed = await operator.get<Licence[]>(`/api/admin/buyers/${buyer.id}/licences`);
    expect(listed.body.data.map((l) => [l.type, l.expiry])).toEqual([
      ['business_licence', 'none'],
      ['drug_trading', 'expiring'],
    ]);
    expect((await operator.get<Licence[]>(`/api/admin/buyers/${other.id}/licences`)).body.data).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'licence.file'))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({ targetId: `${buyer.id}:drug_trading`, before: null });
  });

  it('replaces the licence of a type when a new copy is filed', async () => {
    const buyer = await insertBuyer(t.db);
    const path = `/api/admin/buyers/${buyer.id}/licences/gsp`;
    await operator.put(path, { number: 'A-001', holder: '甲', valid_until: inDays(-1), images: [scan] });
    const renewed = await operator.put<Licence>(path, {
      number: 'A-002',
      holder: '甲',
      valid_until: inDays(400),
      images: [scan],
    });
    expect(renewed.body.data).toMatchObject({ number: 'A-002', expiry: 'valid' });
    const rows = await t.db.select().from(buyerLicences).where(eq(buyerLicences.userId, buyer.id));
    expect(rows).toHaveLength(1);
  });

  it('that a buyer uploaded are reviewed once, and the buyer is told the outcome', async () => {
    const buyer = await insertBuyer(t.db);
    await t.db.insert(buyerLicences).values({
      userId: buyer.id,
      type: 'purchase_mandate',
      number: 'WT-2026-01',
      holder: '张伟',
      validUntil: inDays(200),
      images: [scan],
      state: 'pending',
      submittedBy: 'buyer',
    });
    const path = `/api/admin/buyers/${buyer.id}/licences/purchase_mandate`;
    const rejected = await operator.post<Licence>(`${path}/reject`, { reason: '委托书缺少公章' });
    expect(rejected.body.data).toMatchObject({ state: 'rejected', review_note: '委托书缺少公章' });
    const [told] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.userId, buyer.id))
      .orderBy(desc(messages.id));
    expect(told).toMatchObject({ title: '采购委托书审核未通过' });
    expect(told?.content).toContain('委托书缺少公章');
    const again = await operator.post(`${path}/approve`);
    expect([again.status, again.body.msg]).toEqual([400, '该证照已审核过']);
  });

  it.each([
    ['no scans', 'drug_trading', { number: 'x', holder: 'y', images: [] }, 422, '请上传扫描件'],
    [
      'a script as a scan',
      'drug_trading',
      { number: 'x', holder: 'y', images: ['javascript:alert(1)'] },
      422,
      '扫描件须上传，或以 / 或 http(s):// 开头',
    ],
    ['an unknown type', 'passport', { number: 'x', holder: 'y', images: [scan] }, 422, '证照类型不正确'],
    [
      'a date out of range',
      'gsp',
      { number: 'x', holder: 'y', images: [scan], valid_until: '2150-01-01' },
      422,
      '有效期至须在2000年至2099年之间',
    ],
  ])('refuses %s and writes nothing', async (_, type, body, status, message) => {
    const buyer = await insertBuyer(t.db);
    const written = await writesOf(async () => {
      const answer = await operator.put(`/api/admin/buyers/${buyer.id}/licences/${type}`, body);
      expect([answer.status, Object.values(answer.body.errors ?? {}).flat()]).toEqual([status, [message]]);
    });
    expect(written).toEqual([]);
  });

  it('answers 客户不存在 for a buyer that does not exist, and 证照不存在 for a licence not on file', async () => {
    const written = await writesOf(async () => {
      const put = await operator.put('/api/admin/buyers/99999/licences/gsp', {
        number: 'x',
        holder: 'y',
        images: [scan],
      });
      expect([put.status, put.body.msg]).toEqual([404, '客户不存在']);
    });
    expect(written).toEqual([]);
    const buyer = await insertBuyer(t.db);
    const removed = await operator.delete(`/api/admin/buyers/${buyer.id}/licences/gsp`);
    expect([removed.status, removed.body.msg]).toEqual([404, '证照不存在']);
  });
});

describe('expiry', () => {
  it('counts the last day as valid and the 30 days before it as expiring', () => {
    expect(expiryOf(null, '2026-11-26')).toBe('none');
    expect(expiryOf('2026-11-25', '2026-11-26')).toBe('expired');
    expect(expiryOf('2026-11-26', '2026-11-26')).toBe('expiring');
    expect(expiryOf('2026-12-26', '2026-11-26')).toBe('expiring');
    expect(expiryOf('2026-12-27', '2026-11-26')).toBe('valid');
  });
});
