import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceInfo } from '@yaocai/domain/contracts/user';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { WriteWatch } from '../../testing/write-watch.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const details = {
  tax_no: '91330100MA2B7K9X1Q',
  bank_name: '招商银行杭州分行',
  bank_account: '5719 0123 4567 890',
  address: '杭州市西湖区文三路1号',
  phone: '0571-88881234',
};

describe('开票信息', () => {
  it('is the buyer’s own, complete once every detail is given', async () => {
    const { buyer, client } = await signInBuyer(t);
    const { client: other } = await signInBuyer(t);
    const before = await client.get<InvoiceInfo>('/api/user/invoice_info');
    expect(before.body.data).toEqual({
      company: buyer.company,
      tax_no: '',
      bank_name: '',
      bank_account: '',
      address: '',
      phone: '',
      complete: false,
    });
    const saved = await client.post<InvoiceInfo>('/api/user/invoice_info', details, { form: true });
    expect(saved.body.data).toMatchObject({ ...details, complete: true });
    expect((await other.get<InvoiceInfo>('/api/user/invoice_info')).body.data.tax_no).toBe('');
    expect((await t.client().get('/api/user/invoice_info')).status).toBe(401);
  });

  it('refuses bad details, writing nothing', async () => {
    const { client } = await signInBuyer(t);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    for (const [change, message] of [
      [{ tax_no: '91330100ma2b7k9x1q' }, '纳税人识别号为15到20位数字或大写字母'],
      [{ bank_account: '招行账户' }, '银行账号只能包含数字'],
      [{ address: '' }, '请填写注册地址'],
      [{ phone: 'call me' }, '注册电话格式不正确'],
    ] as const) {
      const refused = await client.post('/api/user/invoice_info', { ...details, ...change });
      expect([refused.status, refused.body.msg]).toEqual([422, message]);
    }
    expect(await watch.changedTables()).toEqual([]);
  });
});
