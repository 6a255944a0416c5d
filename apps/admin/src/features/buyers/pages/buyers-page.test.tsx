import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminBuyer } from '@yaocai/domain/contracts/admin';
import type { LicenceCheck } from '@yaocai/domain/contracts/licence-requirements-responses';
import { resetApiClient } from '../../../lib/api-client';
import { buyer, buyerDetail, managers, ok, operatorHandler, paged, refusal } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let calls: Call[];
let queries: string[];
let savedViews: unknown[];

const inForce: LicenceCheck = {
  customer_type: 'pharmacy',
  required: ['business_licence', 'drug_trading'],
  shortfall: [],
};

/** Serves one page of buyers and records the review calls. */
function serveBuyers(list: AdminBuyer[], check: LicenceCheck = inForce) {
  mswServer.use(
    http.get(apiUrl('/api/admin/buyers/:id/licence-check'), () => ok(check)),
    http.get(apiUrl('/api/admin/buyers'), ({ request }) => {
      queries.push(new URL(request.url).search);
      return ok(paged(list));
    }),
    http.get(apiUrl('/api/admin/buyers/:id'), () => ok(buyerDetail(list[0]))),
    http.get(apiUrl('/api/admin/buyers/:id/licences'), () => ok([])),
    http.get(apiUrl('/api/admin/buyers/:id/addresses'), () => ok([])),
    http.get(apiUrl('/api/admin/buyers/:id/messages'), () => ok({ ...paged([]), unread: 0 })),
    http.get(apiUrl('/api/admin/managers'), () => ok(managers)),
    http.get(apiUrl('/api/admin/list-views'), () =>
      ok([
        {
          id: 5,
          list: 'buyers',
          name: '浙江诊所',
          params: { region: '浙江', customer_type: 'clinic' },
          updated_at: '2026-03-01T00:00:00.000Z',
        },
      ]),
    ),
    http.post(apiUrl('/api/admin/list-views'), async ({ request }) => {
      savedViews.push(await request.json());
      return ok({
        id: 6,
        list: 'buyers',
        name: '久未登录',
        params: {},
        updated_at: '2026-03-01T00:00:00.000Z',
      });
    }),
    http.get(apiUrl('/api/admin/orders'), () => ok({ ...paged([]), counts: {} })),
    http.post(apiUrl('/api/admin/buyers/assign-manager'), async ({ request }) => {
      calls.push({ method: 'POST', path: new URL(request.url).pathname, body: await request.json() });
      return ok(null);
    }),
    http.post(apiUrl('/api/admin/buyers/:id/:action'), async ({ request, params }) => {
      const body = await request.json();
      calls.push({ method: 'POST', path: new URL(request.url).pathname, body });
      const status = params.action === 'approve' ? 'approved' : 'rejected';
      return ok({ ...list[0], status });
    }),
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = [];
  queries = [];
  savedViews = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

const rowOf = async (company: string) => (await screen.findByText(company)).closest('tr')!;

describe('the buyers list', () => {
  it('gives the buyers picked one account manager at once', async () => {
    mswServer.use(operatorHandler());
    serveBuyers([buyer(), buyer({ id: 8, company: '仁心诊所' })]);
    renderApp('/buyers?status=approved');
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择客户康泰大药房' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择客户仁心诊所' }));
    const bar = await screen.findByRole('region', { name: '批量操作' });
    expect(bar.textContent).toContain('已选 2 项');
    fireEvent.mouseDown(within(bar).getByRole('combobox', { name: '指定的客户经理' }));
    fireEvent.click(await screen.findByTitle('陈晓燕'));
    fireEvent.click(within(bar).getByRole('button', { name: '指定客户经理' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/admin/buyers/assign-manager',
          body: { ids: [buyer().id, 8], manager_id: 2 },
        },
      ]),
    );
  });

  it('filters by customer type and account manager through the query, and shows each buyer’s type and region', async () => {
    mswServer.use(operatorHandler());
    serveBuyers([buyer({ customer_type: 'chain', region: '浙江' })]);
    const { location } = renderApp('/buyers?status=approved');
    const row = await rowOf('康泰大药房');
    expect(within(row).getByText('连锁药店 · 浙江')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('客户类型'));
    fireEvent.click(await screen.findByTitle('诊所'));
    await waitFor(() => expect(location()).toBe('/buyers?status=approved&customer_type=clinic'));
    fireEvent.mouseDown(screen.getByLabelText('客户经理'));
    fireEvent.click(await screen.findByTitle('默认客户经理'));
    await waitFor(() =>
      expect(queries.at(-1)).toBe('?status=approved&customer_type=clinic&manager_id=0&page=1&page_size=20'),
    );
  });

  it('sorts by 注册时间 and 最近登录 through the query, and keeps the sort in the URL', async () => {
    mswServer.use(operatorHandler());
    serveBuyers([buyer({ last_login_at: null })]);
    const { location } = renderApp('/buyers?status=approved');
    const row = await rowOf('康泰大药房');
    expect(within(row).getByText('从未登录')).toBeTruthy();
    fireEvent.click(screen.getAllByText('最近登录')[0]!);
    await waitFor(() =>
      expect(queries.at(-1)).toBe('?status=approved&page=1&page_size=20&sort=last_login_at&order=desc'),
    );
    expect(location()).toBe('/buyers?status=approved&sort=last_login_at&order=desc');
    fireEvent.click(screen.getAllByText('注册时间')[0]!);
    await waitFor(() => expect(location()).toBe('/buyers?status=approved&sort=created_at&order=desc'));
    await waitFor(() => expect(queries.at(-1)).toContain('sort=created_at&order=desc'));
  });

  it('hides the columns the URL names, saves what is shown as a view, and opens a saved one', async () => {
    mswServer.use(operatorHandler());
    serveBuyers([buyer()]);
    const { location } = renderApp(
      '/buyers?status=all&hide=business_scopes,name&sort=last_login_at&order=asc',
    );
    await rowOf('康泰大药房');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('经营范围');
    expect(headers).not.toContain('联系人');
    expect(headers).toContain('最近登录');
    expect(queries.at(-1)).toBe('?page=1&page_size=20&sort=last_login_at&order=asc');
    fireEvent.click(screen.getByRole('button', { name: /保存视图/ }));
    fireEvent.change(await screen.findByLabelText('视图名称'), { target: { value: '久未登录' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(savedViews).toEqual([
        {
          list: 'buyers',
          name: '久未登录',
          params: { status: 'all', hide: 'business_scopes,name', sort: 'last_login_at', order: 'asc' },
        },
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '已保存的视图' }));
    fireEvent.click(await screen.findByTitle('浙江诊所'));
    await waitFor(() =>
      expect(location()).toBe(`/buyers?region=${encodeURIComponent('浙江')}&customer_type=clinic`),
    );
    await waitFor(() => expect(queries.at(-1)).toContain('customer_type=clinic'));
  });

  it('lists the pending registrations first, and searches and switches tabs through the query', async () => {
    mswServer.use(operatorHandler());
    serveBuyers([buyer()]);
    renderApp('/buyers');
    const row = await rowOf('康泰大药房');
    expect(within(row).getByText('13800000002')).toBeTruthy();
    expect(within(row).getByText('中成药、化学药制剂')).toBeTruthy();
    expect(within(row).getByText('待审核')).toBeTruthy();
    expect(queries[0]).toBe('?status=pending&page=1&page_size=20');
    fireEvent.change(screen.getByPlaceholderText('手机号 / 单位名称 / 联系人'), {
      target: { value: '康泰' },
    });
    fireEvent.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() =>
      expect(queries.at(-1)).toBe('?status=pending&keywords=%E5%BA%B7%E6%B3%B0&page=1&page_size=20'),
    );
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(queries.at(-1)).toBe('?keywords=%E5%BA%B7%E6%B3%B0&page=1&page_size=20'));
    fireEvent.click(screen.getByRole('tab', { name: '资质待审核' }));
    await waitFor(() =>
      expect(queries.at(-1)).toBe('?licence_state=pending&keywords=%E5%BA%B7%E6%B3%B0&page=1&page_size=20'),
    );
  });

  it('approves after the confirmation that the licences are in force, and reads the list again', async () => {
    mswServer.use(operatorHandler());
    serveBuyers([buyer()]);
    renderApp('/buyers');
    const row = await rowOf('康泰大药房');
    fireEvent.click(within(row).getByRole('button', { name: '通过' }));
    expect(calls).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('通过「康泰大药房」的资质审核')).toBeTruthy();
    expect(
      await within(dialog).findByText('客户类型：单体药店；必备证照：营业执照、药品经营许可证'),
    ).toBeTruthy();
    expect(within(dialog).getByText('必备证照齐全，均已审核通过且在有效期内')).toBeTruthy();
    const listReads = queries.length;
    fireEvent.click(within(dialog).getByRole('button', { name: '确认通过' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'POST', path: '/api/admin/buyers/7/approve', body: {} }]),
    );
    expect(await screen.findByText('已通过审核')).toBeTruthy();
    await waitFor(() => expect(queries.length).toBeGreaterThan(listReads));
  });

  it('shows what of the licences falls short, and approves anyway only with a reason', async () => {
    mswServer.use(operatorHandler());
    serveBuyers([buyer()], {
      customer_type: 'clinic',
      required: ['medical_institution', 'drug_trading'],
      shortfall: [
        { type: 'medical_institution', type_name: '医疗机构执业许可证', problem: 'rejected' },
        { type: 'drug_trading', type_name: '药品经营许可证', problem: 'missing' },
      ],
    });
    renderApp('/buyers');
    fireEvent.click(within(await rowOf('康泰大药房')).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    const problems = await within(dialog).findByRole('list', { name: '资质问题' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['医疗机构执业许可证未通过审核', '药品经营许可证未提交']);
    fireEvent.click(within(dialog).getByRole('button', { name: '仍然通过' }));
    expect(await within(dialog).findByText('请填写仍然通过的原因')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('仍然通过的原因'), {
      target: { value: ' 纸质许可证已核验 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '仍然通过' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/admin/buyers/7/approve',
          body: { override: { reason: '纸质许可证已核验' } },
        },
      ]),
    );
  });

  it('rejects only with a reason', async () => {
    mswServer.use(operatorHandler());
    serveBuyers([buyer()]);
    renderApp('/buyers');
    const row = await rowOf('康泰大药房');
    fireEvent.click(within(row).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('拒绝原因'), { target: { value: ' 营业执照已过期 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'POST', path: '/api/admin/buyers/7/reject', body: { reason: '营业执照已过期' } },
      ]),
    );
    expect(await screen.findByText('已驳回')).toBeTruthy();
  });

  it("shows the server's refusal of a review", async () => {
    mswServer.use(operatorHandler());
    serveBuyers([buyer()]);
    mswServer.use(
      http.post(apiUrl('/api/admin/buyers/7/approve'), () => refusal(403, 403, '您没有此操作的权限')),
    );
    renderApp('/buyers');
    fireEvent.click(within(await rowOf('康泰大药房')).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: '确认通过' }));
    expect(await screen.findByText('您没有此操作的权限')).toBeTruthy();
  });

  it('hides the review buttons from operators who may only read', async () => {
    mswServer.use(operatorHandler(['buyers.read']));
    serveBuyers([buyer()]);
    renderApp('/buyers');
    const row = await rowOf('康泰大药房');
    expect(within(row).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '拒绝' })).toBeNull();
    expect(within(row).getByRole('link', { name: '详情' })).toBeTruthy();
  });

  it('offers only what the state allows: a rejected buyer may still be approved', async () => {
    mswServer.use(operatorHandler());
    serveBuyers([buyer({ status: 'rejected' })]);
    renderApp('/buyers?status=rejected');
    const row = await rowOf('康泰大药房');
    expect(within(row).getByRole('button', { name: '通过' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '拒绝' })).toBeNull();
  });
});

describe('a buyer', () => {
  it('opens from the row and shows the fields with the same actions', async () => {
    mswServer.use(operatorHandler());
    serveBuyers([buyer()]);
    const { location } = renderApp('/buyers');
    fireEvent.click(await screen.findByText('康泰大药房'));
    await screen.findByRole('heading', { name: '客户详情' });
    expect(location()).toBe('/buyers/7');
    expect(await screen.findByText('李四')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: '确认通过' }));
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/admin/buyers/7/approve']));
  });
});
