import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuyer } from '@yaocai/domain/contracts/admin';
import type { LicenceCheck } from '@yaocai/domain/contracts/licence-requirements-responses';
import type { LicenceType } from '@yaocai/domain/contracts/licences';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertBuyer } from '../testing/factories.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { saveShopSettings } from '../modules/content/settings.service.ts';
import { buyerLicences } from '../modules/licences/licences.tables.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let reviewer: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: reviewer } = await signInOperator(t, ['buyers.read', 'buyers.review']));
});
afterAll(() => t.close());

async function writesOf(request: () => Promise<unknown>): Promise<string[]> {
  await watch.mark();
  await request();
  return watch.changedTables();
}

/** A registration of `kind` waiting for review. */
async function pendingBuyer(kind: 'clinic' | 'pharmacy' | 'hospital' | null) {
  const buyer = await insertBuyer(t.db, { status: 'pending' });
  await t.db.update(users).set({ customerType: kind }).where(eq(users.id, buyer.id));
  return buyer;
}

async function fileLicence(
  userId: number,
  type: LicenceType,
  state: 'approved' | 'rejected' | 'pending',
  validUntil: string | null = null,
) {
  await t.db.insert(buyerLicences).values({
    userId,
    type,
    number: 'NO-1',
    holder: '测试药房',
    validUntil,
    images: ['/files/private/0123456789abcdef0123456789abcdef01234567.webp'],
    state,
    submittedBy: 'buyer',
  });
}

const approvalsOf = (buyerId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'buyer.approve'), eq(auditLog.targetId, String(buyerId))));

describe('approving a buyer checks the licences their kind requires', () => {
  it('refuses a clinic with 医疗机构执业许可证 rejected and 药品经营许可证 missing, naming both, and writes nothing', async () => {
    await saveShopSettings(t.db, {
      required_licences: {
        chain: ['business_licence', 'drug_trading'],
        pharmacy: ['business_licence', 'drug_trading'],
        clinic: ['medical_institution', 'drug_trading'],
        hospital: ['medical_institution'],
        other: ['business_licence'],
      },
    });
    const buyer = await pendingBuyer('clinic');
    await fileLicence(buyer.id, 'medical_institution', 'rejected');

    const check = await reviewer.get<LicenceCheck>(`/api/admin/buyers/${buyer.id}/licence-check`);
    expect(check.body.data).toEqual({
      customer_type: 'clinic',
      required: ['medical_institution', 'drug_trading'],
      shortfall: [
        { type: 'medical_institution', type_name: '医疗机构执业许可证', problem: 'rejected' },
        { type: 'drug_trading', type_name: '药品经营许可证', problem: 'missing' },
      ],
    });

    for (const body of [undefined, {}, { override: {} }, { override: { reason: '  ' } }]) {
      const written = await writesOf(async () => {
        const answer = await reviewer.post(`/api/admin/buyers/${buyer.id}/approve`, body);
        expect(answer.status).toBe(422);
      });
      expect(written).toEqual([]);
    }
    const refused = await reviewer.post(`/api/admin/buyers/${buyer.id}/approve`);
    expect(refused.body.msg).toBe(
      '该客户资质不全：医疗机构执业许可证未通过审核、药品经营许可证未提交。如仍要通过，请填写原因',
    );
    expect(refused.body.errors).toEqual({
      licences: ['医疗机构执业许可证未通过审核', '药品经营许可证未提交'],
    });
    const tooLong = await writesOf(async () => {
      const answer = await reviewer.post(`/api/admin/buyers/${buyer.id}/approve`, {
        override: { reason: 'x'.repeat(201) },
      });
      expect([answer.status, answer.body.errors]).toEqual([
        422,
        { 'override.reason': ['仍然通过的原因不能超过200个字符'] },
      ]);
    });
    expect(tooLong).toEqual([]);
    expect(await approvalsOf(buyer.id)).toEqual([]);
  });

  it('approves anyway with an override and its reason, which the audit keeps with what fell short', async () => {
    const buyer = await pendingBuyer('hospital');
    const approved = await reviewer.post<AdminBuyer>(`/api/admin/buyers/${buyer.id}/approve`, {
      override: { reason: '纸质许可证已核验，扫描件随后补传' },
    });
    expect([approved.status, approved.body.data.status]).toEqual([200, 'approved']);
    const [audit] = await approvalsOf(buyer.id);
    expect(audit?.after).toEqual({
      status: 'approved',
      override_reason: '纸质许可证已核验，扫描件随后补传',
      licence_shortfall: [
        { type: 'medical_institution', type_name: '医疗机构执业许可证', problem: 'missing' },
      ],
    });
  });

  it('counts an expired or unreviewed licence as falling short, and approves without an override once all are in force', async () => {
    const buyer = await pendingBuyer('pharmacy');
    await fileLicence(buyer.id, 'business_licence', 'approved', '2020-01-01');
    await fileLicence(buyer.id, 'drug_trading', 'pending', '2099-12-31');
    const refused = await reviewer.post(`/api/admin/buyers/${buyer.id}/approve`);
    expect(refused.body.errors).toEqual({ licences: ['营业执照已过期', '药品经营许可证待审核'] });

    await t.db
      .update(buyerLicences)
      .set({ state: 'approved', validUntil: '2099-12-31' })
      .where(eq(buyerLicences.userId, buyer.id));
    const approved = await reviewer.post<AdminBuyer>(`/api/admin/buyers/${buyer.id}/approve`);
    expect(approved.body.data.status).toBe('approved');
    const [audit] = await approvalsOf(buyer.id);
    expect(audit?.after).toEqual({ status: 'approved' });
  });

  it('holds a buyer of no kind yet to the licences of 其他', async () => {
    const buyer = await pendingBuyer(null);
    const check = await reviewer.get<LicenceCheck>(`/api/admin/buyers/${buyer.id}/licence-check`);
    expect(check.body.data).toMatchObject({ customer_type: 'other', required: ['business_licence'] });
  });

  it('shows the check only to operators who may read buyers, and 404 for a buyer that does not exist', async () => {
    const buyer = await pendingBuyer('clinic');
    const { client: outsider } = await signInOperator(t, ['orders.read']);
    expect((await outsider.get(`/api/admin/buyers/${buyer.id}/licence-check`)).status).toBe(403);
    expect((await reviewer.get('/api/admin/buyers/999999/licence-check')).status).toBe(404);
  });
});
