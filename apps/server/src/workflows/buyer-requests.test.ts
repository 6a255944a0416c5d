import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminFeedback,
  AdminPurchaseRequest,
  Feedback,
  PurchaseRequest,
} from '@yaocai/domain/contracts/buyer-requests-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { uploadPicture } from '../testing/pictures.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { feedback, purchaseRequests } from '../modules/buyer-requests/buyer-requests.tables.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';
import { messages } from '../modules/messages/messages.tables.ts';

let t: TestApp;
let operator: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client: operator } = await signInOperator(t, ['buyers.read', 'buyers.write']));
});
afterAll(() => t.close());

const scan = '/files/0123456789abcdef0123456789abcdef01234567.webp';
const wanted = {
  goods_name: '阿莫西林胶囊',
  manufacturer: '华北制药',
  spec: '0.25g*24粒',
  quantity: 200,
  expected_price_fen: 850,
};

describe('feedback', () => {
  it('is kept with its pictures and read in the console; bad feedback is refused, writing nothing', async () => {
    const { buyer, client } = await signInBuyer(t);
    const picture = await uploadPicture(client, '/api/user/upload?purpose=feedback');
    const sent = await client.post('/api/user/feedback', {
      type: 2,
      content: '配送太慢\n希望改进',
      images: [picture],
    });
    expect([sent.status, sent.body.msg]).toEqual([200, '感谢您的反馈，我们会尽快处理']);
    const listed = await operator.get<Paged<AdminFeedback>>('/api/admin/feedback');
    expect(listed.body.data.list[0]).toMatchObject({
      buyer_id: buyer.id,
      company: buyer.company,
      type_name: '服务投诉',
      content: '配送太慢\n希望改进',
      images: [picture],
    });

    const watch = new WriteWatch(t.db);
    await watch.mark();
    for (const body of [
      { type: 9, content: 'x' },
      { type: 1, content: '   ' },
      { type: 1, content: 'x'.repeat(501) },
      { type: 1, content: 'x', images: [scan, scan, scan, scan] },
      { type: 1, content: 'x', images: ['javascript:alert(1)'] },
    ]) {
      expect((await client.post('/api/user/feedback', body)).status).toBe(422);
    }
    expect(await watch.changedTables()).toEqual([]);
    expect((await t.client().post('/api/user/feedback', { type: 1, content: 'x' })).status).toBe(401);
  });
});

describe('feedback answered', () => {
  const send = async (client: TestClient, content: string) => {
    const sent = await client.post('/api/user/feedback', { type: 3, content });
    expect(sent.status).toBe(200);
    const [{ id } = { id: 0 }] = await t.db
      .select({ id: feedback.id })
      .from(feedback)
      .orderBy(desc(feedback.id))
      .limit(1);
    return id;
  };

  it('is answered in the console once; the buyer gets a message and sees the answer with the feedback', async () => {
    const { buyer, client } = await signInBuyer(t);
    const { client: other } = await signInBuyer(t);
    const id = await send(client, '搜索框输入拼音首字母时结果不准确，希望改进');
    const mine = await client.get<Paged<Feedback>>('/api/user/feedback');
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({
        id,
        status: 'pending',
        answer: '',
        answered_at: null,
        type_name: '网站问题',
      }),
    ]);
    expect((await other.get<Paged<Feedback>>('/api/user/feedback')).body.data.total).toBe(0);
    const waiting = await operator.get<Paged<AdminFeedback>>('/api/admin/feedback?status=pending');
    expect(waiting.body.data.list.map((row) => row.id)).toContain(id);
    expect(waiting.body.data.list.every((row) => row.status === 'pending')).toBe(true);

    const answer = '感谢反馈，已修复拼音首字母搜索';
    const answered = await operator.post(`/api/admin/feedback/${id}/answer`, { answer });
    expect([answered.status, answered.body.msg]).toEqual([200, '意见反馈已回复']);
    const seen = (await client.get<Paged<Feedback>>('/api/user/feedback')).body.data.list[0]!;
    expect(seen).toMatchObject({ id, status: 'answered', answer });
    expect(seen.answered_at).not.toBeNull();
    const [told] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.userId, buyer.id))
      .orderBy(desc(messages.id));
    expect(told).toMatchObject({ title: '意见反馈回复' });
    expect(told!.content).toBe(
      `您的意见反馈「搜索框输入拼音首字母时结果不准确，希望改进」，客服回复：${answer}`,
    );
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback.answer'), eq(auditLog.targetId, String(buyer.id))));
    expect(audited.map((row) => row.after)).toEqual([{ feedback_id: id, status: 'answered', answer }]);
    const answeredList = await operator.get<Paged<AdminFeedback>>('/api/admin/feedback?status=answered');
    expect(answeredList.body.data.list.find((row) => row.id === id)).toMatchObject({ answer });
  });

  it('refuses a second answer, an unknown feedback, a bad answer and a role without buyers.write, writing nothing', async () => {
    const { client } = await signInBuyer(t);
    const id = await send(client, '希望增加夜间配送');
    expect((await operator.post(`/api/admin/feedback/${id}/answer`, { answer: '已安排' })).status).toBe(200);
    const { client: reader } = await signInOperator(t, ['buyers.read']);
    const fresh = await send(client, '发票下载很方便');
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const again = await operator.post(`/api/admin/feedback/${id}/answer`, { answer: '再答一次' });
    expect([again.status, again.body.msg]).toEqual([400, '该意见反馈已回复过，不能再次回复']);
    expect(await watch.changedTables()).toEqual([]);
    const racing = await Promise.all(
      ['甲', '乙', '丙'].map((answer) => operator.post(`/api/admin/feedback/${fresh}/answer`, { answer })),
    );
    expect(racing.map((one) => one.status).sort()).toEqual([200, 400, 400]);
    await watch.mark();
    const unknown = await operator.post('/api/admin/feedback/999999/answer', { answer: '好' });
    expect([unknown.status, unknown.body.msg]).toEqual([404, '意见反馈不存在']);
    for (const body of [{}, { answer: '  ' }, { answer: 'x'.repeat(501) }]) {
      expect((await operator.post(`/api/admin/feedback/${fresh}/answer`, body)).status).toBe(422);
    }
    expect((await operator.get('/api/admin/feedback?status=done')).status).toBe(422);
    expect((await reader.post(`/api/admin/feedback/${fresh}/answer`, { answer: '好' })).status).toBe(403);
    expect((await client.post(`/api/admin/feedback/${fresh}/answer`, { answer: '好' })).status).toBe(401);
    expect(await watch.changedTables()).toEqual([]);
  });
});

describe('求购', () => {
  it('is answered in the console once, and the answer reaches the buyer as a message', async () => {
    const { buyer, client } = await signInBuyer(t);
    const { client: other } = await signInBuyer(t);
    const filed = await client.post<PurchaseRequest>('/api/user/buy', wanted);
    expect([filed.status, filed.body.msg]).toEqual([200, '求购已提交，客服会尽快回复您']);
    expect(filed.body.data).toMatchObject({ status: 'pending', expected_price: '8.50', quantity: 200 });
    const id = filed.body.data.id;
    expect((await other.get<Paged<PurchaseRequest>>('/api/user/buy')).body.data.total).toBe(0);

    const waiting = await operator.get<Paged<AdminPurchaseRequest>>(
      '/api/admin/purchase-requests?status=pending',
    );
    expect(waiting.body.data.list.find((row) => row.id === id)).toMatchObject({
      buyer_id: buyer.id,
      phone: buyer.phone,
    });
    const answer = '已为您备货，下周一上架，单价8.60元';
    const answered = await operator.post(`/api/admin/purchase-requests/${id}/answer`, { answer });
    expect([answered.status, answered.body.msg]).toEqual([200, '求购已回复']);
    const again = await operator.post(`/api/admin/purchase-requests/${id}/answer`, { answer: '再答一次' });
    expect([again.status, again.body.msg]).toEqual([400, '该求购已回复过']);
    expect((await operator.post('/api/admin/purchase-requests/999999/answer', { answer })).status).toBe(404);

    const mine = await client.get<Paged<PurchaseRequest>>('/api/user/buy');
    expect(mine.body.data.list).toEqual([expect.objectContaining({ id, status: 'answered', answer })]);
    const [told] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.userId, buyer.id))
      .orderBy(desc(messages.id));
    expect(told).toMatchObject({ title: '求购回复：阿莫西林胶囊' });
    expect(told!.content).toContain(answer);
  });

  it('holds each buyer to 20 requests waiting for an answer, however many are sent at once', async () => {
    const { buyer, client } = await signInBuyer(t);
    await t.db
      .insert(purchaseRequests)
      .values(
        Array.from({ length: 19 }, (_, i) => ({ userId: buyer.id, goodsName: `商品${i}`, quantity: 1 })),
      );
    const answers = await Promise.all(Array.from({ length: 4 }, () => client.post('/api/user/buy', wanted)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(purchaseRequests)
      .where(eq(purchaseRequests.userId, buyer.id));
    expect(n).toBe(20);
  });

  it('refuses requests without goods, quantities out of range and odd prices, writing nothing', async () => {
    const { client } = await signInBuyer(t);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    for (const body of [
      { ...wanted, goods_name: '' },
      { ...wanted, quantity: 0 },
      { ...wanted, quantity: 1_000_001 },
      { ...wanted, quantity: '1e3' },
      { ...wanted, expected_price_fen: -1 },
      { ...wanted, expected_price_fen: 8.5 },
    ]) {
      expect((await client.post('/api/user/buy', body)).status).toBe(422);
    }
    expect((await client.get('/api/user/buy?page=0')).status).toBe(422);
    expect(await watch.changedTables()).toEqual([]);
  });
});
