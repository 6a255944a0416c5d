import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@yaocai/domain/contracts/address';
import type { AdminBuyerMessageList } from '@yaocai/domain/contracts/admin';
import type { UserState } from '@yaocai/domain/contracts/user';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { deliveryAddressBody } from '../testing/order-fixtures.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { messages } from '../modules/messages/messages.tables.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['buyers.read', 'buyers.write']));
});
afterAll(() => t.close());

async function writesOf(request: () => Promise<unknown>): Promise<string[]> {
  await watch.mark();
  await request();
  return watch.changedTables();
}

describe("a buyer's addresses and messages on their page", () => {
  it("lists the buyer's own addresses, the default first, and no one else's", async () => {
    const { buyer, client } = await signInBuyer(t);
    const { client: other } = await signInBuyer(t);
    await client.post<Address>('/api/user/address', { ...deliveryAddressBody, detail: '文一路1号' });
    await client.post<Address>('/api/user/address', {
      ...deliveryAddressBody,
      detail: '文二路2号',
      is_default: 1,
    });
    await other.post<Address>('/api/user/address', { ...deliveryAddressBody, detail: '别人家' });
    const listed = await operator.get<Address[]>(`/api/admin/buyers/${buyer.id}/addresses`);
    expect(listed.body.data.map((row) => [row.detail, row.is_default])).toEqual([
      ['文二路2号', 1],
      ['文一路1号', 0],
    ]);
    const missing = await operator.get('/api/admin/buyers/99999999/addresses');
    expect([missing.status, missing.body.msg]).toEqual([404, '客户不存在']);
  });

  it('pages the messages newest first with the unread count, and sends one the buyer sees as unread', async () => {
    const { buyer, client } = await signInBuyer(t);
    for (const n of [1, 2, 3]) await sendMessage(t.db, buyer.id, { title: `通知${n}`, content: '内容' });
    const page = await operator.get<AdminBuyerMessageList>(
      `/api/admin/buyers/${buyer.id}/messages?page_size=2`,
    );
    expect(page.body.data.list.map((row) => row.title)).toEqual(['通知3', '通知2']);
    expect([page.body.data.total, page.body.data.unread]).toEqual([3, 3]);

    const before = (await client.get<UserState>('/api/user/base')).body.data.message_count;
    const sent = await operator.post<AdminBuyerMessageList>(`/api/admin/buyers/${buyer.id}/messages`, {
      title: '资质即将到期',
      content: '您的药品经营许可证将于下月到期，\n请及时上传新证。',
    });
    expect([sent.status, sent.body.msg, sent.body.data.list[0]!.title, sent.body.data.unread]).toEqual([
      200,
      '消息已发送',
      '资质即将到期',
      4,
    ]);
    expect((await client.get<UserState>('/api/user/base')).body.data.message_count).toBe(before + 1);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(buyer.id)));
    expect(audited.map((row) => row.action)).toContain('buyer.message');
  });

  it('refuses an empty or hostile message and an unknown buyer, writing nothing', async () => {
    const { buyer } = await signInBuyer(t);
    const cases: [string, object, number, string][] = [
      [`/api/admin/buyers/${buyer.id}/messages`, { title: '', content: '内容' }, 422, '请填写标题'],
      [
        `/api/admin/buyers/${buyer.id}/messages`,
        { title: '标题\u0000', content: '内容' },
        422,
        '标题不能包含控制字符',
      ],
      [
        `/api/admin/buyers/${buyer.id}/messages`,
        { title: '标题', content: 'x'.repeat(501) },
        422,
        '内容不能超过500个字符',
      ],
      ['/api/admin/buyers/99999999/messages', { title: '标题', content: '内容' }, 404, '客户不存在'],
      ['/api/admin/buyers/abc/messages', { title: '标题', content: '内容' }, 422, '编号格式不正确'],
    ];
    for (const [url, body, status, msg] of cases) {
      const written = await writesOf(async () => {
        const answer = await operator.post(url, body);
        expect([url, answer.status, answer.body.msg]).toEqual([url, status, msg]);
      });
      expect(written).toEqual([]);
    }
    const none = await t.db.select().from(messages).where(eq(messages.userId, buyer.id));
    expect(none).toEqual([]);
    const bad = await operator.get(`/api/admin/buyers/${buyer.id}/messages?page=0`);
    expect(bad.status).toBe(422);
  });
});
