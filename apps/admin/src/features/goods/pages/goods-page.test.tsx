import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminGoods, Permission } from '@yaocai/domain/contracts/admin';
import { resetApiClient } from '../../../lib/api-client';
import { goods, ok, operatorHandler, paged, refusal } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

let patches: { path: string; body: unknown }[];
let queries: string[];
let savedViews: unknown[];

const formOptions = {
  warehouses: [{ id: 1, name: '广州仓' }],
  brands: [{ id: 5, name: '康宁' }],
  categories: [
    { id: 7, name: '感冒用药', menu: 'general', parent_id: null },
    { id: 8, name: '颗粒剂', menu: 'general', parent_id: 7 },
  ],
  business_scopes: ['中成药'],
};

function serveGoods(list: AdminGoods[], permissions?: Permission[]) {
  mswServer.use(
    operatorHandler(permissions),
    http.get(apiUrl('/api/admin/goods'), ({ request }) => {
      queries.push(new URL(request.url).searchParams.toString());
      return ok(paged(list));
    }),
    http.get(apiUrl('/api/admin/goods-options'), () => ok(formOptions)),
    http.get(apiUrl('/api/admin/list-views'), () =>
      ok([
        {
          id: 3,
          list: 'goods',
          name: '缺货',
          params: { stock: 'zero' },
          updated_at: '2026-03-01T00:00:00.000Z',
        },
      ]),
    ),
    http.post(apiUrl('/api/admin/list-views'), async ({ request }) => {
      savedViews.push(await request.json());
      return ok({ id: 4, list: 'goods', name: '我的', params: {}, updated_at: '2026-03-01T00:00:00.000Z' });
    }),
    http.post(apiUrl('/api/admin/goods/:action'), async ({ request }) => {
      const body = (await request.json()) as { ids: number[] };
      patches.push({ path: new URL(request.url).pathname, body });
      return ok(list.filter((row) => body.ids.includes(row.id)));
    }),
    http.patch(apiUrl('/api/admin/goods/:id'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ path: new URL(request.url).pathname, body });
      return ok({ ...list[0], ...body }, '已保存');
    }),
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  patches = [];
  queries = [];
  savedViews = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('the goods list', () => {
  it('shows price, stock per warehouse and the sale state', async () => {
    serveGoods([goods()]);
    renderApp('/goods');
    const row = await rowOf('感冒灵颗粒');
    expect(within(row).getByText('¥12.50')).toBeTruthy();
    expect(within(row).getByText('广州仓：120')).toBeTruthy();
    expect(within(row).getByText('武汉仓：40')).toBeTruthy();
    expect(within(row).getByText('国药准字Z44021940')).toBeTruthy();
  });

  it.each([
    ['12.30', 1230],
    ['0.07', 7],
    ['19.99', 1999],
  ])('saves the price %s yuan as exactly %i fen, and nothing else', async (price, fen) => {
    serveGoods([goods()]);
    renderApp('/goods');
    fireEvent.click(within(await rowOf('感冒灵颗粒')).getByRole('button', { name: '编辑' }));
    fireEvent.change(await screen.findByLabelText('感冒灵颗粒 价格'), { target: { value: price } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(patches).toEqual([{ path: '/api/admin/goods/11', body: { price_fen: fen } }]));
  });

  it('saves the stock of the warehouses that changed', async () => {
    serveGoods([goods()]);
    renderApp('/goods');
    fireEvent.click(within(await rowOf('感冒灵颗粒')).getByRole('button', { name: '编辑' }));
    fireEvent.change(await screen.findByLabelText('武汉仓库存'), { target: { value: '65' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(patches).toEqual([
        { path: '/api/admin/goods/11', body: { stock: [{ warehouse_id: 2, stock: 65 }] } },
      ]),
    );
  });

  it('refuses a price with more than two decimals', async () => {
    serveGoods([goods()]);
    renderApp('/goods');
    fireEvent.click(within(await rowOf('感冒灵颗粒')).getByRole('button', { name: '编辑' }));
    fireEvent.change(await screen.findByLabelText('感冒灵颗粒 价格'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写价格')).toBeTruthy();
    expect(patches).toEqual([]);
  });

  it('takes goods off sale only after the confirmation', async () => {
    serveGoods([goods()]);
    renderApp('/goods');
    fireEvent.click(within(await rowOf('感冒灵颗粒')).getByRole('switch'));
    const confirm = await screen.findByRole('tooltip');
    expect(patches).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: '下架' }));
    await waitFor(() => expect(patches).toEqual([{ path: '/api/admin/goods/11', body: { on_sale: false } }]));
  });

  it('puts goods on sale at once', async () => {
    serveGoods([goods({ on_sale: false })]);
    renderApp('/goods');
    fireEvent.click(within(await rowOf('感冒灵颗粒')).getByRole('switch'));
    await waitFor(() => expect(patches).toEqual([{ path: '/api/admin/goods/11', body: { on_sale: true } }]));
  });

  it('sorts by price through the query, filters by price in yuan sent as fen and by stock, kept in the URL', async () => {
    serveGoods([goods()]);
    const { location } = renderApp('/goods');
    await rowOf('感冒灵颗粒');
    expect(queries.at(-1)).toBe('page=1&page_size=20&sort=id&order=desc');
    fireEvent.click(screen.getByText('价格（元）'));
    await waitFor(() => expect(queries.at(-1)).toContain('sort=price&order=desc'));
    fireEvent.change(screen.getByLabelText('最低价格（元）'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(queries.at(-1)).toContain('price_min=150'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '库存状态' }));
    fireEvent.click(await screen.findByTitle('无库存'));
    await waitFor(() => expect(queries.at(-1)).toContain('stock=zero'));
    expect(location()).toContain('price_min=1.5');
    expect(location()).toContain('sort=price');
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(location()).toBe('/goods?sort=price&order=desc'));
  });

  it('sorts by stock either way through the query', async () => {
    serveGoods([goods()]);
    const { location } = renderApp('/goods');
    await rowOf('感冒灵颗粒');
    fireEvent.click(screen.getByText('库存'));
    await waitFor(() => expect(queries.at(-1)).toContain('sort=stock&order=desc'));
    fireEvent.click(screen.getByText('库存'));
    await waitFor(() => expect(queries.at(-1)).toContain('sort=stock&order=asc'));
    expect(location()).toContain('sort=stock');
  });

  it('exports what the list filters, prices in fen as the list asks for them', async () => {
    serveGoods([goods()], ['goods.read']);
    let exported: unknown;
    mswServer.use(
      http.post(apiUrl('/api/admin/goods/export'), async ({ request }) => {
        exported = await request.json();
        return refusal(400, 40000, '测试：不开始导出');
      }),
    );
    renderApp('/goods?keywords=感冒&stock=low&category_id=8&brand_id=5&on_sale=1&price_min=1.5&price_max=20');
    await rowOf('感冒灵颗粒');
    const button = screen.getByRole('button', { name: /导\s*出/ });
    expect(button.getAttribute('title')).toBe('导出当前筛选的商品');
    fireEvent.click(button);
    await waitFor(() =>
      expect(exported).toEqual({
        keywords: '感冒',
        category_id: '8',
        brand_id: '5',
        on_sale: '1',
        stock: 'low',
        price_min: 150,
        price_max: 2000,
      }),
    );
  });

  it('hides the columns the URL names, saves what is shown as a view, and opens a saved one', async () => {
    serveGoods([goods()]);
    const { location } = renderApp('/goods?hide=sccj,sales&brand_id=5');
    await rowOf('感冒灵颗粒');
    expect(queries.at(-1)).toContain('brand_id=5');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('生产厂家');
    expect(headers).not.toContain('销量');
    fireEvent.click(screen.getByRole('button', { name: /保存视图/ }));
    fireEvent.change(await screen.findByLabelText('视图名称'), { target: { value: '我的' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(savedViews).toEqual([
        { list: 'goods', name: '我的', params: { hide: 'sccj,sales', brand_id: '5' } },
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '已保存的视图' }));
    fireEvent.click(await screen.findByTitle('缺货'));
    await waitFor(() => expect(location()).toBe('/goods?stock=zero'));
  });

  it('offers no editing to operators who may only read', async () => {
    serveGoods([goods()], ['goods.read']);
    renderApp('/goods');
    const row = await rowOf('感冒灵颗粒');
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(within(row).getByText('已上架')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});

describe('批量编辑', () => {
  const second = () =>
    goods({
      id: 12,
      name: '板蓝根颗粒',
      price: '8.00',
      price_fen: 800,
      stock: [{ warehouse_id: 1, warehouse: '广州仓', stock: 10 }],
    });

  function serveBulk(answer: (body: { changes: { id: number }[] }) => Response) {
    const list = [goods(), second()];
    serveGoods(list);
    mswServer.use(
      http.patch(apiUrl('/api/admin/goods'), async ({ request }) => {
        const body = (await request.json()) as { changes: { id: number }[] };
        patches.push({ path: new URL(request.url).pathname, body });
        return answer(body);
      }),
    );
    return list;
  }

  it('saves the page’s changes together, asking first when goods go off sale', async () => {
    const list = serveBulk((body) =>
      ok(body.changes.map((change) => ({ ...list.find((row) => row.id === change.id), ...change }))),
    );
    renderApp('/goods');
    fireEvent.click(await screen.findByRole('button', { name: /批量编辑/ }));
    fireEvent.change(await screen.findByLabelText('感冒灵颗粒 价格'), { target: { value: '13.10' } });
    fireEvent.change(screen.getByLabelText('板蓝根颗粒 广州仓库存'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('switch', { name: '板蓝根颗粒 上架' }));
    expect(await screen.findByText('已修改 2 个商品，保存后一起生效')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    const confirm = await screen.findByText('本次修改将下架 1 个商品，下架后客户将无法购买。确定保存吗？');
    expect(confirm).toBeTruthy();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(patches).toEqual([
        {
          path: '/api/admin/goods',
          body: {
            changes: [
              { id: 11, price_fen: 1310 },
              { id: 12, stock: [{ warehouse_id: 1, stock: 25 }], on_sale: false },
            ],
          },
        },
      ]),
    );
    expect(await screen.findByText('已保存2个商品')).toBeTruthy();
  });

  it('moves the prices of the goods picked by a percent on the server, and then lets the picks go', async () => {
    serveBulk(() => ok([]));
    renderApp('/goods');
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择商品感冒灵颗粒' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择商品板蓝根颗粒' }));
    const bar = await screen.findByRole('region', { name: '批量操作' });
    expect(bar.textContent).toContain('已选 2 项');
    fireEvent.click(within(bar).getByRole('button', { name: '调价' }));
    fireEvent.change(await screen.findByLabelText('调价百分比'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '确定调价' }));
    await waitFor(() =>
      expect(patches).toEqual([
        { path: '/api/admin/goods/bulk-reprice', body: { ids: [11, 12], percent: 10 } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: '批量操作' })).toBeNull());
  });

  it('moves the goods picked to a category chosen by its path', async () => {
    serveBulk(() => ok([]));
    renderApp('/goods');
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择商品感冒灵颗粒' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择商品板蓝根颗粒' }));
    const bar = await screen.findByRole('region', { name: '批量操作' });
    fireEvent.click(within(bar).getByRole('button', { name: '修改分类' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定修改' }));
    expect(await screen.findByText('请选择分类')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '新分类' }));
    fireEvent.click(await screen.findByTitle('全部分类 › 感冒用药 › 颗粒剂'));
    fireEvent.click(screen.getByRole('button', { name: '确定修改' }));
    await waitFor(() =>
      expect(patches).toEqual([
        { path: '/api/admin/goods/bulk-category', body: { ids: [11, 12], category_id: 8 } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: '批量操作' })).toBeNull());
  });

  it('holds back a wrong price, and shows the server’s refusal above the table', async () => {
    serveBulk(() => refusal(404, 404, '商品12不存在'));
    renderApp('/goods');
    fireEvent.click(await screen.findByRole('button', { name: /批量编辑/ }));
    fireEvent.change(await screen.findByLabelText('感冒灵颗粒 价格'), { target: { value: '1.234' } });
    expect(await screen.findByText('价格最多两位小数')).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存修改' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('感冒灵颗粒 价格'), { target: { value: '2.5' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '保存修改' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(await screen.findByText('商品12不存在')).toBeTruthy();
    expect(screen.getByText('已修改 1 个商品，保存后一起生效')).toBeTruthy();
  });

  it('is not offered to operators who may only read', async () => {
    serveGoods([goods()], ['goods.read']);
    renderApp('/goods');
    await rowOf('感冒灵颗粒');
    expect(screen.queryByRole('button', { name: /批量编辑/ })).toBeNull();
  });
});
