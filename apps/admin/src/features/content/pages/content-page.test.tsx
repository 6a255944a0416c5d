import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminBanner } from '@yaocai/domain/contracts/admin-content';
import { resetApiClient } from '../../../lib/api-client';
import { goods, ok, operatorHandler, paged, refusal } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const banners: AdminBanner[] = [
  {
    id: 1,
    banner_id: 121,
    title: '春季流感用药专场',
    image: '/files/a.webp',
    url: '/search?keyword=感冒',
    sort: 0,
    is_show: true,
  },
  { id: 2, banner_id: 121, title: '慢病用药', image: '/files/b.webp', url: '/yx', sort: 1, is_show: false },
  {
    id: 3,
    banner_id: 1,
    title: '顶部活动',
    image: '/files/c.webp',
    url: '/promotion',
    sort: 0,
    is_show: true,
  },
];

let calls: { method: string; path: string; body: unknown }[];

function serve(answer: () => Response | undefined = () => undefined) {
  const record =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      const text = await request.text();
      calls.push({ method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
      return answer() ?? ok(null);
    };
  mswServer.use(
    operatorHandler(['content.write']),
    http.get(apiUrl('/api/admin/content/banners'), () => ok(banners)),
    http.post(apiUrl('/api/admin/content/banners'), record('POST')),
    http.put(apiUrl('/api/admin/content/banners/:id'), record('PUT')),
    http.delete(apiUrl('/api/admin/content/banners/:id'), record('DELETE')),
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('页面内容: the home carousel', () => {
  it('lists only the carousel’s banners, with their state', async () => {
    serve();
    renderApp('/content');
    await screen.findByText('春季流感用药专场');
    expect(within(rowOf('慢病用药')).getByText('隐藏')).toBeTruthy();
    expect(screen.queryByText('顶部活动')).toBeNull();
  });

  it('asks for the picture before adding a banner', async () => {
    serve();
    renderApp('/content');
    await screen.findByText('春季流感用药专场');
    fireEvent.click(screen.getByRole('button', { name: /新增轮播图/ }));
    const dialog = await screen.findByRole('dialog');
    type(within(dialog).getByLabelText('标题'), '冬季备货');
    type(within(dialog).getByLabelText('点击后打开'), '/list?keyword=冬季');
    // The picture comes from an upload; a server path stands in for one here.
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写图片')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the server’s 422 on its field', async () => {
    serve(() =>
      refusal(422, 422, '链接须以 / 或 http(s):// 开头', { url: ['链接须以 / 或 http(s):// 开头'] }),
    );
    renderApp('/content');
    await screen.findByText('春季流感用药专场');
    fireEvent.click(within(rowOf('春季流感用药专场')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('标题') as HTMLInputElement).value).toBe('春季流感用药专场');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const error = await within(dialog).findByText('链接须以 / 或 http(s):// 开头');
    expect(error.closest('.ant-form-item')!.textContent).toContain('点击后打开');
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/content/banners/1',
        body: {
          banner_id: 121,
          title: '春季流感用药专场',
          image: '/files/a.webp',
          url: '/search?keyword=感冒',
          sort: 0,
          is_show: true,
        },
      },
    ]);
  });

  it('deletes a banner only after the operator confirms', async () => {
    serve();
    renderApp('/content');
    await screen.findByText('慢病用药');
    fireEvent.click(within(rowOf('慢病用药')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByText('确定删除这条轮播图吗？删除后商城不再显示。');
    expect(calls).toEqual([]);
    fireEvent.click(
      within(confirm.closest('.ant-popover')! as HTMLElement).getByRole('button', { name: '删除' }),
    );
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'DELETE', path: '/api/admin/content/banners/2', body: null }]),
    );
  });
});

describe('页面内容: tabs', () => {
  it('keeps the tab in the URL', async () => {
    serve();
    mswServer.use(http.get(apiUrl('/api/admin/content/notices'), () => ok([])));
    const { location } = renderApp('/content');
    fireEvent.click(await screen.findByRole('tab', { name: '公告' }));
    await waitFor(() => expect(location()).toBe('/content?tab=notices'));
    expect(await screen.findByText('还没有公告')).toBeTruthy();
  });
});

describe('页面内容: 商品推荐', () => {
  const picksOfRoot = http.get(apiUrl('/api/admin/content/goods-picks'), () =>
    ok([
      {
        id: 4,
        slot: 'root',
        goods_id: 9,
        goods_name: '六味地黄丸',
        goods_spec: '200丸',
        on_sale: true,
        sort: 0,
      },
    ]),
  );

  it('picks a goods by searching its name, not by its number', async () => {
    serve();
    const searched: string[] = [];
    mswServer.use(
      picksOfRoot,
      http.get(apiUrl('/api/admin/goods'), ({ request }) => {
        searched.push(new URL(request.url).searchParams.get('keywords') ?? '');
        return ok(paged([goods({ id: 12, name: '板蓝根颗粒', ypgg: '10g*20袋', sccj: '白云山' })]));
      }),
      http.post(apiUrl('/api/admin/content/goods-picks'), async ({ request }) => {
        calls.push({ method: 'POST', path: '/api/admin/content/goods-picks', body: await request.json() });
        return ok(null);
      }),
    );
    renderApp('/content?tab=goods-picks');
    await screen.findByText(/六味地黄丸/);
    fireEvent.click(screen.getByRole('button', { name: /新增推荐商品/ }));
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByRole('combobox', { name: '推荐商品' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '板蓝根' } });
    await waitFor(() => expect(searched).toContain('板蓝根'));
    fireEvent.click(await screen.findByTitle(/板蓝根颗粒 10g\*20袋（白云山）/));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/admin/content/goods-picks',
          body: { slot: 'root', goods_id: 12, sort: 0 },
        },
      ]),
    );
  });

  it('shows an edited pick’s goods by name in the picker', async () => {
    serve();
    mswServer.use(
      picksOfRoot,
      http.get(apiUrl('/api/admin/goods'), () => ok(paged([]))),
    );
    renderApp('/content?tab=goods-picks');
    const cell = await screen.findByText(/六味地黄丸/);
    fireEvent.click(within(cell.closest('tr')!).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('六味地黄丸 200丸')).toBeTruthy();
  });
});
