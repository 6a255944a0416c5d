import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Permission } from '@yaocai/domain/contracts/admin';
import type { AdminActivity, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import { resetApiClient } from '../../../lib/api-client';
import { goods, listViewHandlers, ok, operatorHandler, paged, refusal } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

function activity(overrides: Partial<AdminActivity> = {}): AdminActivity {
  return {
    id: 7,
    kind: 'flash_sale',
    kind_label: '秒杀',
    name: '周年庆秒杀',
    starts_at: '2026-12-01T02:00:00.000Z',
    ends_at: '2026-12-08T02:00:00.000Z',
    state: 'running',
    state_label: '进行中',
    published_at: '2026-11-30T02:00:00.000Z',
    stopped_at: null,
    stop_reason: null,
    taken: 12,
    total: 200,
    editable: 'extend',
    updated_at: '2026-11-30T02:00:00.000Z',
    updated_by: '运营小李',
    ...overrides,
  };
}

const campaign = activity({
  id: 8,
  kind: 'coupon_campaign',
  kind_label: '优惠券',
  name: '领券满500减25',
  state: 'draft',
  state_label: '草稿',
  published_at: null,
  taken: 0,
  total: 1000,
  editable: 'all',
});

const referral = activity({
  id: 10,
  kind: 'referral_reward',
  kind_label: '老带新',
  name: '老带新有礼',
  taken: 3,
  total: 0,
});

function detail(
  overrides: Partial<Extract<AdminActivityDetail, { kind: 'flash_sale' }>> = {},
): AdminActivityDetail {
  return {
    ...activity(),
    kind: 'flash_sale',
    definition: { lines: [{ goods_id: 3, price_fen: 1_250, units: 200, limit_per_buyer: 10, sold: 12 }] },
    goods: [
      { id: 3, name: '补中益气丸', spec: '6g*10袋', manufacturer: '同仁堂', price_fen: 1_800, on_sale: true },
    ],
    ...overrides,
  };
}

let queries: URLSearchParams[];
let posted: { url: string; body: unknown }[];
let savedViews: unknown[];

function serve(list: AdminActivity[], permissions?: Permission[], shown: AdminActivityDetail = detail()) {
  mswServer.use(
    operatorHandler(permissions),
    ...listViewHandlers(
      'activities',
      { name: '进行中的秒杀', params: { kind: 'flash_sale', state: 'running' } },
      savedViews,
    ),
    http.get(apiUrl('/api/admin/activities'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return ok({ ...paged(list), total: 41 });
    }),
    http.get(apiUrl('/api/admin/activities/:id'), () => ok(shown)),
    http.get(apiUrl('/api/admin/goods'), () =>
      ok(paged([goods({ id: 5, name: '感冒清热颗粒', price_fen: 2_000, price: '20.00' })])),
    ),
    http.post(apiUrl('/api/admin/activities/:id/:action'), async ({ request, params }) => {
      posted.push({ url: `${String(params.id)}/${String(params.action)}`, body: await request.json() });
      return ok(detail({ id: 9, state: 'draft', state_label: '草稿' }));
    }),
    http.put(apiUrl('/api/admin/activities/:id'), async ({ request }) => {
      const body = await request.json();
      posted.push({ url: 'put', body });
      if ((body as { definition: { lines: { units: number }[] } }).definition.lines[0]!.units < 200)
        return refusal(422, 422, '活动已有售出，活动数量只能增加', {
          'definition.lines.0.units': ['活动已有售出，活动数量只能增加'],
        });
      return ok(detail(), '活动已保存');
    }),
  );
}

const rowOf = (text: string) => screen.getAllByText(text)[0]!.closest('tr')!;
const last = () => Object.fromEntries(queries.at(-1)!);

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries = [];
  posted = [];
  savedViews = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('营销活动', () => {
  it('lists each activity with its kind, window, state and figures, and the actions its state allows', async () => {
    serve([activity(), campaign, referral]);
    renderApp('/activities');
    // By text, not role: roles are slow to work out on a busy machine.
    const running = (await screen.findByText('周年庆秒杀')).closest('tr')!;
    expect(within(running).getByText('周年庆秒杀').closest('a')).toBeTruthy();
    for (const text of ['秒杀', '进行中', '已售 12 / 200'])
      expect(within(running).getByText(text)).toBeTruthy();
    expect(within(running).getByText(/^2026-12-01 \d\d:00:00 至 2026-12-08 \d\d:00:00$/)).toBeTruthy();
    expect(
      within(running)
        .getByText(/^停\s?止$/)
        .closest('button'),
    ).toBeTruthy();
    expect(within(running).queryByText(/^发\s?布$/)).toBeNull();
    const draft = rowOf('领券满500减25');
    expect(within(draft).getByText('已领 0 / 1000')).toBeTruthy();
    // 老带新 rewards have no total: only how many were given.
    expect(within(rowOf('老带新有礼')).getByText('已奖励 3')).toBeTruthy();
    expect(
      within(draft)
        .getByText(/^发\s?布$/)
        .closest('button'),
    ).toBeTruthy();
    expect(within(draft).queryByText(/^停\s?止$/)).toBeNull();
    fireEvent.click(screen.getByText('新建活动'));
    expect((await screen.findByText('新建优惠券活动')).closest('a')?.getAttribute('href')).toBe(
      '/activities/new?kind=coupon_campaign',
    );
    expect(screen.getByText('共 41 条')).toBeTruthy();
  });

  it('filters by state and sorts by the window through the query, keeping both in the URL', async () => {
    serve([activity()]);
    const { location } = renderApp('/activities?kind=flash_sale');
    await screen.findByText('周年庆秒杀');
    expect(last()).toMatchObject({ kind: 'flash_sale', sort: 'created_at', order: 'desc', page: '1' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '活动状态' }));
    fireEvent.click(await screen.findByTitle('未开始'));
    await waitFor(() => expect(last()).toMatchObject({ kind: 'flash_sale', state: 'scheduled' }));
    fireEvent.click(screen.getAllByText('活动时间')[0]!);
    await waitFor(() => expect(last()).toMatchObject({ sort: 'starts_at', order: 'desc' }));
    expect(location()).toContain('sort=starts_at');
  });

  it('hides the columns the URL names, saves what is shown as a view, and opens a saved one', async () => {
    serve([activity()]);
    const { location } = renderApp('/activities?hide=figures,created_at&state=running');
    await screen.findByText('周年庆秒杀');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('售出 / 领取');
    expect(headers).not.toContain('最后修改');
    expect(headers).toContain('活动时间');
    fireEvent.click(screen.getByRole('button', { name: /保存视图/ }));
    fireEvent.change(await screen.findByLabelText('视图名称'), { target: { value: '进行中' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(savedViews).toEqual([
        { list: 'activities', name: '进行中', params: { hide: 'figures,created_at', state: 'running' } },
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '已保存的视图' }));
    fireEvent.click(await screen.findByTitle('进行中的秒杀'));
    await waitFor(() => expect(location()).toBe('/activities?kind=flash_sale&state=running'));
    await waitFor(() => expect(last()).toMatchObject({ kind: 'flash_sale', state: 'running' }));
  });

  it('stops an activity only with a reason, which it sends', async () => {
    serve([activity()]);
    renderApp('/activities');
    fireEvent.click(
      within((await screen.findByText('周年庆秒杀')).closest('tr')!).getByRole('button', { name: '停止' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认停止' }));
    expect(await within(dialog).findByText('请填写停止原因')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('停止原因'), { target: { value: '价格设置错误' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认停止' }));
    await waitFor(() => expect(posted).toEqual([{ url: '7/stop', body: { reason: '价格设置错误' } }]));
  });

  it('offers a read-only role neither new activities nor 发布, 停止 and 复制', async () => {
    serve([activity(), campaign], ['promotions.read']);
    renderApp('/activities');
    await screen.findByText('周年庆秒杀');
    expect(screen.queryByText('新建活动')).toBeNull();
    for (const name of ['发布', '停止', '复制']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe('the activity editor', () => {
  it('once units are sold, leaves only the end, the units and the limit to change, and shows a refusal on its field', async () => {
    serve([], undefined, detail());
    renderApp('/activities/7');
    expect(
      await screen.findByText('活动已有售出或领取：只能延后结束时间、增加数量、提高每人限购。'),
    ).toBeTruthy();
    const line = screen.getByRole('group', { name: '秒杀商品1' });
    const [price, units] = within(line).getAllByRole('spinbutton');
    expect((price as HTMLInputElement).disabled).toBe(true);
    expect((units as HTMLInputElement).value).toBe('200');
    expect(within(line).getByText('12')).toBeTruthy();
    fireEvent.change(units!, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await within(line).findByText('活动已有售出，活动数量只能增加')).toBeTruthy();
    expect(posted.at(-1)!.body).toMatchObject({
      kind: 'flash_sale',
      name: '周年庆秒杀',
      starts_at: '2026-12-01T02:00:00.000Z',
      definition: { lines: [{ goods_id: 3, price_fen: 1_250, units: 150, limit_per_buyer: 10 }] },
    });
  });

  it('opens the shop’s preview of a flash sale in a new tab, also for a role that may only read', async () => {
    serve([], ['promotions.read'], detail());
    renderApp('/activities/7');
    const preview = await screen.findByRole('link', { name: '买家视角预览' });
    expect([preview.getAttribute('href'), preview.getAttribute('target')]).toEqual([
      '/preview/activity/7',
      '_blank',
    ]);
  });

  it('lists a prize draw’s gifts to hand over, and marks one sent after a confirmation', async () => {
    const draw = {
      ...activity(),
      kind: 'prize_draw',
      name: '幸运大转盘',
      definition: {
        chance_rule: 'per_buyer',
        chances_per_buyer: 1,
        rules_text: '每人一次',
        prizes: [
          {
            name: '补中益气丸两盒',
            kind: 'goods',
            weight: 1,
            stock: 10,
            coupon_value_fen: null,
            coupon_threshold_fen: null,
            coupon_valid_days: null,
            points: null,
            goods_id: 3,
            goods_number: 2,
            remarks: '',
            won: 1,
          },
          {
            name: '谢谢参与',
            kind: 'none',
            weight: 9,
            stock: null,
            coupon_value_fen: null,
            coupon_threshold_fen: null,
            coupon_valid_days: null,
            points: null,
            goods_id: null,
            goods_number: null,
            remarks: '',
            won: 0,
          },
        ],
      },
    } as unknown as AdminActivityDetail;
    const asked: URLSearchParams[] = [];
    serve([], undefined, draw);
    mswServer.use(
      http.get(apiUrl('/api/admin/activities/:id/draw_records'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return ok(
          paged([
            {
              id: 31,
              buyer_id: 8,
              company: '仁和大药房',
              phone: '13900000008',
              prize_name: '补中益气丸两盒',
              prize_kind: 'goods',
              goods_name: '补中益气丸',
              goods_number: 2,
              won_at: '2026-12-01T03:00:00.000Z',
              sent_at: null,
              sent_by: null,
            },
          ]),
        );
      }),
      http.post(apiUrl('/api/admin/draw_records/:id/sent'), ({ params }) => {
        posted.push({ url: `record/${String(params.id)}/sent`, body: null });
        return ok(null, '已标记赠品发放');
      }),
    );
    renderApp('/activities/7');
    const records = await screen.findByText('中奖记录');
    const card = records.closest('.ant-card') as HTMLElement;
    const row = (await within(card).findByText('仁和大药房')).closest('tr')!;
    expect(within(row).getByText('补中益气丸 ×2')).toBeTruthy();
    expect(Object.fromEntries(asked[0]!)).toMatchObject({ prize_kind: 'goods', sent: 'no', page: '1' });
    fireEvent.click(within(row).getByRole('button', { name: '标记已发放' }));
    fireEvent.click(await screen.findByRole('button', { name: '已发放' }));
    await waitFor(() => expect(posted).toEqual([{ url: 'record/31/sent', body: null }]));

    fireEvent.click(within(card).getByText('全部中奖'));
    // Every win: neither filter is sent.
    await waitFor(() => expect(Object.fromEntries(asked.at(-1)!)).toEqual({ page: '1', page_size: '20' }));
  });

  it('shows an ended activity read-only, to be copied', async () => {
    serve(
      [],
      undefined,
      detail({
        state: 'ended',
        state_label: '已结束',
        editable: 'none',
        stop_reason: '库存不足',
        stopped_at: '2026-12-02T02:00:00.000Z',
      }),
    );
    const { location } = renderApp('/activities/7');
    expect(await screen.findByText(/库存不足/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(location()).toBe('/activities/9'));
    expect(posted).toEqual([{ url: '7/copy', body: {} }]);
  });
});
