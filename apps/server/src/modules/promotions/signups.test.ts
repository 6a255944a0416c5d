import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignupPage } from '@yaocai/domain/contracts/activity-signup-responses';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { signInOperator } from '../../testing/sign-in-operator.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';

const HOUR = 3_600_000;
let t: TestApp;
let operator: TestClient;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
});
afterAll(() => t.close());

const body = (definition: object = {}): ActivityBodyInput =>
  ({
    kind: 'signup',
    name: '周年庆线下订货会报名',
    starts_at: at(-HOUR),
    ends_at: at(HOUR),
    definition: { title: '线下订货会', description: '12月20日 北京国际会展中心', cap: 2, ...definition },
  }) as ActivityBodyInput;

const form = { contact_name: '王药师', phone: '13800138000', remark: '两人参加' };

describe('活动报名', () => {
  it('signs a buyer up once, within the cap, and lists sign-ups in the console', async () => {
    const none = await t.client().get<SignupPage>('/api/activity/signup');
    expect(none.body.data).toMatchObject({ state: 'none', mine: null });
    const draft = await operator.post<AdminActivityDetail>('/api/admin/activities', body());
    const id = draft.body.data.id;
    await operator.post(`/api/admin/activities/${id}/publish`);

    const { client } = await signInBuyer(t, { company: '北京同仁大药房' });
    // Ten submits at once: one sign-up.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/activity/signup', form)),
    );
    expect(answers.filter((answer) => answer.body.msg === '报名成功')).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.msg === '您已报名，无需重复报名')).toHaveLength(9);
    const page = await client.get<SignupPage>('/api/activity/signup');
    expect(page.body.data).toMatchObject({
      state: 'running',
      title: '线下订货会',
      cap: 2,
      left: 1,
      mine: { contact_name: '王药师', phone: '13800138000', remark: '两人参加' },
    });

    const { client: second } = await signInBuyer(t);
    const { client: third } = await signInBuyer(t);
    expect((await second.post('/api/activity/signup', form)).body.msg).toBe('报名成功');
    const full = await third.post('/api/activity/signup', form);
    expect([full.status, full.body.msg]).toEqual([400, '报名名额已满']);

    const detail = await operator.get<AdminActivityDetail>(`/api/admin/activities/${id}`);
    expect(detail.body.data).toMatchObject({ taken: 2, total: 2, editable: 'extend' });
    const signups = detail.body.data.kind === 'signup' ? detail.body.data.definition.signups : [];
    expect(signups.map((signup) => signup.company)).toContain('北京同仁大药房');

    await operator.post(`/api/admin/activities/${id}/stop`, { reason: '场地已满' });
    const closed = await t.client().get<SignupPage>('/api/activity/signup');
    expect(closed.body.data.state).toBe('ended');
  });

  it('answers 422 writing nothing, and refuses visitors', async () => {
    const watch = new WriteWatch(t.db);
    const { client } = await signInBuyer(t);
    const cases: [object, string, string][] = [
      [
        { ...form, phone: '12345' },
        'phone',
        '请填写11位手机号，或区号-号码形式的固定电话（如 021-12345678）',
      ],
      [{ ...form, contact_name: ' ' }, 'contact_name', '请填写联系人'],
    ];
    for (const [sent, field, message] of cases) {
      await watch.mark();
      const answer = await client.post('/api/activity/signup', sent);
      expect([answer.status, answer.body.errors?.[field]]).toEqual([422, [message]]);
      expect(await watch.changedTables()).toEqual([]);
    }
    const bad = await operator.post('/api/admin/activities', body({ cap: 0 }));
    expect([bad.status, bad.body.errors?.['definition.cap']]).toEqual([
      422,
      ['报名名额须为1至100000之间的整数'],
    ]);
    const visitor = await t.client().post('/api/activity/signup', form);
    expect(visitor.body.code).toBe(10001);
  });
});
