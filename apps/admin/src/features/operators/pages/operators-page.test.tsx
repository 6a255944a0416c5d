import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  permissionCodes,
  type AdminOperator,
  type AdminRole,
  type Permission,
} from '@yaocai/domain/contracts/admin';
import { resetApiClient } from '../../../lib/api-client';
import { ok, operatorHandler, paged, refusal } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const roles: AdminRole[] = [
  { id: 1, name: '超级管理员', permissions: permissionCodes, is_superuser: true, operators: 1 },
  {
    id: 2,
    name: '仓库发货员',
    permissions: ['orders.read', 'orders.ship'],
    is_superuser: false,
    operators: 1,
  },
];

const operators: AdminOperator[] = [
  {
    id: 1,
    username: 'admin',
    name: '系统管理员',
    role_id: 1,
    role: '超级管理员',
    active: true,
    created_at: '2025-01-01T00:00:00.000Z',
    last_login_at: '2025-03-01T01:30:00.000Z',
  },
  {
    id: 2,
    username: 'zhangwei',
    name: '张伟',
    role_id: 2,
    role: '仓库发货员',
    active: true,
    created_at: '2025-02-01T00:00:00.000Z',
    last_login_at: null,
  },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let calls: Call[];
let queries: URLSearchParams[];
let savedViews: unknown[];

type Answer = () => Response | undefined;

/**
 * Serves the roles and operators to an operator holding `permissions`; each change is recorded and
 * answered by `answer`, else the lists.
 */
function serve(answer: Answer = () => undefined, permissions?: readonly Permission[]) {
  const record =
    (method: string, list: unknown) =>
    async ({ request }: { request: Request }) => {
      calls.push({ method, path: new URL(request.url).pathname, body: await request.json() });
      return answer() ?? ok(list);
    };
  mswServer.use(
    operatorHandler(permissions),
    http.get(apiUrl('/api/admin/roles'), () => ok(roles)),
    http.get(apiUrl('/api/admin/operators'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return ok({ ...paged(operators), total: 45 });
    }),
    http.get(apiUrl('/api/admin/list-views'), () =>
      ok([
        {
          id: 9,
          list: 'operators',
          name: '停用的',
          params: { active: '0' },
          updated_at: '2026-03-01T00:00:00.000Z',
        },
      ]),
    ),
    http.post(apiUrl('/api/admin/list-views'), async ({ request }) => {
      savedViews.push(await request.json());
      return ok({
        id: 10,
        list: 'operators',
        name: '发货员',
        params: {},
        updated_at: '2026-03-01T00:00:00.000Z',
      });
    }),
    http.post(apiUrl('/api/admin/roles'), record('POST', roles)),
    http.put(apiUrl('/api/admin/roles/:id'), record('PUT', roles)),
    http.post(apiUrl('/api/admin/operators'), record('POST', operators)),
    http.put(apiUrl('/api/admin/operators/:id'), record('PUT', operators)),
  );
}

/** The last query the operators were asked with. */
const last = () => Object.fromEntries(queries.at(-1)!);

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

async function openDialog(button: HTMLElement) {
  fireEvent.click(button);
  return screen.findByRole('dialog');
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

describe('roles', () => {
  it('shows each role’s permissions by their labels, and the superuser role as 全部权限 without 编辑', async () => {
    serve();
    const { location } = renderApp('/operators');
    fireEvent.click(await screen.findByRole('tab', { name: '角色' }));
    await waitFor(() => expect(location()).toBe('/operators?tab=roles'));
    await screen.findByText('全部权限');
    // Only the roles' pane from here on: the operators' one also names roles.
    const pane = screen.getByRole('tabpanel', { name: '角色' });
    const rowOf = (text: string) => within(pane).getByText(text).closest('tr')!;
    const clerk = rowOf('仓库发货员');
    expect(within(clerk).getByText('查看订单')).toBeTruthy();
    expect(within(clerk).getByText('订单发货')).toBeTruthy();
    expect(within(clerk).getByRole('button', { name: '编辑' })).toBeTruthy();
    const superuser = rowOf('超级管理员');
    expect(within(superuser).getByText('全部权限')).toBeTruthy();
    expect(within(superuser).queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('creates a role with the permissions ticked', async () => {
    serve();
    renderApp('/operators?tab=roles');
    await screen.findByText('仓库发货员');
    const dialog = await openDialog(screen.getByRole('button', { name: /新增角色/ }));
    type(within(dialog).getByLabelText('角色名称'), ' 财务 ');
    fireEvent.click(within(dialog).getByLabelText('查看客户'));
    fireEvent.click(within(dialog).getByLabelText('调整余额与授信'));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/admin/roles',
          body: { name: '财务', permissions: ['buyers.read', 'finance.adjust'] },
        },
      ]),
    );
  });

  it('edits a role starting from its permissions', async () => {
    serve();
    renderApp('/operators?tab=roles');
    await screen.findByText('仓库发货员');
    const dialog = await openDialog(within(rowOf('仓库发货员')).getByRole('button', { name: '编辑' }));
    expect((within(dialog).getByLabelText('订单发货') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('订单发货'));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/roles/2',
          body: { name: '仓库发货员', permissions: ['orders.read'] },
        },
      ]),
    );
  });

  it('offers only the permissions the operator holds, and no 编辑 of a role holding more', async () => {
    serve(undefined, ['operators.manage', 'orders.read']);
    renderApp('/operators?tab=roles');
    await screen.findByText('仓库发货员');
    expect(within(rowOf('仓库发货员')).queryByRole('button', { name: '编辑' })).toBeNull();
    const dialog = await openDialog(screen.getByRole('button', { name: /新增角色/ }));
    const box = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect([box('查看订单').disabled, box('订单发货').disabled, box('调整余额与授信').disabled]).toEqual([
      false,
      true,
      true,
    ]);
    expect(within(dialog).getByText('不可选的权限您自己没有，不能授予')).toBeTruthy();
  });

  it("shows the server's 422 on the name", async () => {
    serve(() => refusal(422, 422, '该角色名称已存在', { name: ['该角色名称已存在'] }));
    renderApp('/operators?tab=roles');
    await screen.findByText('仓库发货员');
    const dialog = await openDialog(screen.getByRole('button', { name: /新增角色/ }));
    type(within(dialog).getByLabelText('角色名称'), '仓库发货员');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const error = await within(dialog).findByText('该角色名称已存在');
    expect(error.closest('.ant-form-item')!.textContent).toContain('角色名称');
  });
});

describe('operators', () => {
  it('lists the operators with their role and state', async () => {
    serve();
    renderApp('/operators');
    await screen.findByText('zhangwei');
    const row = rowOf('zhangwei');
    expect(within(row).getByText('张伟')).toBeTruthy();
    expect(within(row).getByText('仓库发货员')).toBeTruthy();
    expect(within(row).getByText('启用')).toBeTruthy();
    expect(within(rowOf('admin')).getByText(/^2025-03-01 /)).toBeTruthy();
  });

  it('sorts by 最近登录 and filters by role and state through the query, keeping them and the page size in the URL', async () => {
    serve();
    const { location } = renderApp('/operators?page_size=50&active=1');
    await screen.findByText('zhangwei');
    expect(last()).toMatchObject({ page_size: '50', active: '1', sort: 'created_at', order: 'asc' });
    fireEvent.click(screen.getAllByText('最近登录')[0]!);
    await waitFor(() => expect(last()).toMatchObject({ sort: 'last_login_at', order: 'desc', active: '1' }));
    expect(location()).toBe('/operators?page_size=50&active=1&sort=last_login_at&order=desc');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色' }));
    fireEvent.click(await screen.findByTitle('仓库发货员'));
    await waitFor(() => expect(last()).toMatchObject({ role_id: '2', sort: 'last_login_at' }));
    expect(location()).toBe('/operators?page_size=50&active=1&sort=last_login_at&order=desc&role_id=2');
  });

  it('hides the columns the URL names, saves what is shown as a view, and opens a saved one', async () => {
    serve();
    const { location } = renderApp('/operators?hide=name,created_at&sort=username&order=asc');
    await screen.findByText('zhangwei');
    expect(last()).toMatchObject({ sort: 'username', order: 'asc' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('姓名');
    expect(headers).not.toContain('创建时间');
    expect(headers).toContain('最近登录');
    fireEvent.click(screen.getByRole('button', { name: /保存视图/ }));
    fireEvent.change(await screen.findByLabelText('视图名称'), { target: { value: '发货员' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(savedViews).toEqual([
        {
          list: 'operators',
          name: '发货员',
          params: { hide: 'name,created_at', sort: 'username', order: 'asc' },
        },
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '已保存的视图' }));
    fireEvent.click(await screen.findByTitle('停用的'));
    await waitFor(() => expect(location()).toBe('/operators?active=0'));
    await waitFor(() => expect(last()).toMatchObject({ active: '0' }));
  });

  it('creates an operator with the role chosen', async () => {
    serve();
    renderApp('/operators');
    await screen.findByText('zhangwei');
    const dialog = await openDialog(screen.getByRole('button', { name: /新增操作员/ }));
    type(within(dialog).getByLabelText('用户名'), 'lina');
    type(within(dialog).getByLabelText('姓名'), '李娜');
    type(within(dialog).getByLabelText('初始密码'), 'Secret123');
    fireEvent.mouseDown(within(dialog).getByLabelText('角色'));
    fireEvent.click(await screen.findByTitle('仓库发货员'));
    fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/admin/operators',
          body: { username: 'lina', name: '李娜', password: 'Secret123', role_id: 2 },
        },
      ]),
    );
  });

  it('offers no 编辑 of an operator whose role holds more than the operator, nor such a role', async () => {
    serve(undefined, ['operators.manage', 'orders.read', 'orders.ship']);
    renderApp('/operators');
    await screen.findByText('zhangwei');
    expect(within(rowOf('admin')).queryByRole('button', { name: '编辑' })).toBeNull();
    const dialog = await openDialog(within(rowOf('zhangwei')).getByRole('button', { name: '编辑' }));
    fireEvent.mouseDown(within(dialog).getByLabelText('角色'));
    await screen.findByTitle('超级管理员');
    const disabled = (title: string) =>
      screen
        .getAllByTitle(title)
        .find((element) => element.classList.contains('ant-select-item-option'))!
        .classList.contains('ant-select-item-option-disabled');
    expect([disabled('超级管理员'), disabled('仓库发货员')]).toEqual([true, false]);
  });

  it("shows the server's 422 on the username", async () => {
    serve(() => refusal(422, 422, '该用户名已存在', { username: ['该用户名已存在'] }));
    renderApp('/operators');
    await screen.findByText('zhangwei');
    const dialog = await openDialog(screen.getByRole('button', { name: /新增操作员/ }));
    type(within(dialog).getByLabelText('用户名'), 'zhangwei');
    type(within(dialog).getByLabelText('姓名'), '张伟');
    type(within(dialog).getByLabelText('初始密码'), 'Secret123');
    fireEvent.mouseDown(within(dialog).getByLabelText('角色'));
    fireEvent.click(await screen.findByTitle('仓库发货员'));
    fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    const error = await within(dialog).findByText('该用户名已存在');
    expect(error.closest('.ant-form-item')!.textContent).toContain('用户名');
  });

  it('asks before disabling an operator, then sends active false', async () => {
    serve();
    renderApp('/operators');
    await screen.findByText('zhangwei');
    const dialog = await openDialog(within(rowOf('zhangwei')).getByRole('button', { name: '编辑' }));
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const confirm = await screen.findByText(/会话会立即结束/);
    expect(calls).toEqual([]);
    const confirmDialog = confirm.closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(within(confirmDialog).getByRole('button', { name: '确定停用' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'PUT', path: '/api/admin/operators/2', body: { name: '张伟', role_id: 2, active: false } },
      ]),
    );
  });

  it('saves a rename without asking', async () => {
    serve();
    renderApp('/operators');
    await screen.findByText('zhangwei');
    const dialog = await openDialog(within(rowOf('zhangwei')).getByRole('button', { name: '编辑' }));
    type(within(dialog).getByLabelText('姓名'), '张伟强');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'PUT', path: '/api/admin/operators/2', body: { name: '张伟强', role_id: 2, active: true } },
      ]),
    );
    expect(screen.queryByText(/会话会立即结束/)).toBeNull();
  });
});
