import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@yaocai/domain/contracts/admin';
import type { ChartOption } from '../../../components/echart';
import { resetApiClient } from '../../../lib/api-client';
import { dashboard, ok, operatorHandler, paged } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { chinaDayOf } from '@yaocai/domain/validation/dates';
import { dayjs } from '../../../lib/dayjs';

// jsdom has no canvas: the chart stands in as an element carrying its series' data. The options
// themselves are tested in dashboard-charts.test.ts.
vi.mock('../../../components/echart', () => ({
  EChart: ({ option, label }: { option: ChartOption; label: string }) => (
    <div role="img" aria-label={label} data-series={JSON.stringify(option.series)} />
  ),
}));

let queries: string[];

const thirtyDays = dashboard({
  from: '2025-01-31',
  to: '2025-03-01',
  sales: '98765.43',
  sales_fen: 9876543,
  orders: 41,
  paying_buyers: 17,
  average_order: '2408.91',
  daily: [
    { day: '2025-02-28', sales_fen: 9000000, refunded_fen: 0, orders: 40 },
    { day: '2025-03-01', sales_fen: 876543, refunded_fen: 0, orders: 1 },
  ],
});

const noSales = dashboard({
  sales: '0.00',
  sales_fen: 0,
  orders: 0,
  paying_buyers: 0,
  average_order: '0.00',
  daily: dashboard().daily.map((day) => ({ ...day, sales_fen: 0, refunded_fen: 0, orders: 0 })),
  top_goods: [],
});

/** Answers periods by their first day (none: the last 7 days) with their figures, recording the queries. */
function serveDashboard(byFrom: Partial<Record<string, Dashboard>> = {}) {
  mswServer.use(
    http.get(apiUrl('/api/admin/dashboard'), ({ request }) => {
      const { search, searchParams } = new URL(request.url);
      queries.push(search);
      return ok(byFrom[searchParams.get('from') ?? ''] ?? dashboard());
    }),
    http.get(apiUrl('/api/admin/orders'), () => ok({ ...paged([]), counts: {} })),
    http.get(apiUrl('/api/admin/buyers'), () => ok(paged([]))),
  );
}

/** A statistic's text as shown: its title, then the value with its prefix. */
const figure = (title: string) => screen.getByText(title).closest('.ant-statistic')!.textContent;

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries = [];
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('the dashboard', () => {
  it('is the start page, first in the menu, for operators who may read it', async () => {
    mswServer.use(operatorHandler());
    serveDashboard();
    const { location } = renderApp('/');
    await screen.findByRole('heading', { name: '经营概况' });
    expect(location()).toBe('/dashboard');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items[0]!.textContent).toBe('经营概况');
  });

  it('shows the figures of the last 7 days, and reads another period when one is chosen', async () => {
    mswServer.use(operatorHandler());
    // The presets count in the shop's calendar (China), whatever the browser's time zone.
    const today = chinaDayOf(new Date());
    const monthAgo = dayjs(today).subtract(29, 'day').format('YYYY-MM-DD');
    serveDashboard({ [monthAgo]: thirtyDays });
    const { location } = renderApp('/dashboard');
    await waitFor(() => expect(figure('销售额')).toBe('销售额¥12,345.60'));
    expect(screen.getByText('已支付 ¥12445.60，退款 ¥100.00')).toBeTruthy();
    expect(figure('订单数')).toBe('订单数3');
    expect(figure('下单客户')).toBe('下单客户2');
    expect(figure('客单价')).toBe('客单价¥4,115.20');
    expect(queries).toEqual(['']);
    // The picker shows the period the server chose.
    await waitFor(() =>
      expect(screen.getByPlaceholderText('开始日期')).toHaveProperty('value', '2025-02-23'),
    );
    expect(screen.getByPlaceholderText('结束日期')).toHaveProperty('value', '2025-03-01');
    const chart = await screen.findByRole('img', { name: '每日销售额与订单数' });
    expect(JSON.parse(chart.dataset.series!)[0].data).toEqual([
      '0.00',
      '0.00',
      '10000.00',
      '0.00',
      '0.00',
      '0.00',
      '2345.60',
    ]);

    fireEvent.focus(screen.getByPlaceholderText('开始日期'));
    fireEvent.click(screen.getByPlaceholderText('开始日期'));
    fireEvent.click(await screen.findByText('近30天'));
    await waitFor(() => expect(figure('销售额')).toBe('销售额¥98,765.43'));
    expect(queries).toEqual(['', `?from=${monthAgo}&to=${today}`]);
    expect(location()).toBe(`/dashboard?from=${monthAgo}&to=${today}`);
    expect(figure('订单数')).toBe('订单数41');
    expect(figure('下单客户')).toBe('下单客户17');
    expect(figure('客单价')).toBe('客单价¥2,408.91');
    const redrawn = screen.getByRole('img', { name: '每日销售额与订单数' });
    expect(JSON.parse(redrawn.dataset.series!)[0].data).toEqual(['90000.00', '8765.43']);
  });

  it('opens on the period the URL names', async () => {
    mswServer.use(operatorHandler());
    const day = dashboard({ from: '2025-03-01', to: '2025-03-01', sales: '88.00', sales_fen: 8800 });
    serveDashboard({ '2025-03-01': day });
    renderApp('/dashboard?from=2025-03-01&to=2025-03-01');
    await waitFor(() => expect(figure('销售额')).toBe('销售额¥88.00'));
    expect(queries).toEqual(['?from=2025-03-01&to=2025-03-01']);
    expect(screen.getByPlaceholderText('开始日期')).toHaveProperty('value', '2025-03-01');
    expect(screen.getByPlaceholderText('结束日期')).toHaveProperty('value', '2025-03-01');
  });

  it('says why the server refused a period', async () => {
    mswServer.use(
      operatorHandler(),
      http.get(apiUrl('/api/admin/dashboard'), () =>
        Response.json(
          { code: 422, msg: '统计区间最长366天', errors: { to: ['统计区间最长366天'] } },
          { status: 422 },
        ),
      ),
      http.get(apiUrl('/api/admin/orders'), () => ok({ ...paged([]), counts: {} })),
      http.get(apiUrl('/api/admin/buyers'), () => ok(paged([]))),
    );
    renderApp('/dashboard?from=2024-01-01&to=2025-06-01');
    expect(await screen.findByText('统计区间最长366天')).toBeTruthy();
  });

  it('links each to-do to where the work is', async () => {
    mswServer.use(operatorHandler());
    serveDashboard();
    const { location } = renderApp('/dashboard');
    const buyers = await screen.findByRole('link', { name: /待审核客户/ });
    await waitFor(() => expect(buyers.textContent).toContain('4'));
    expect(buyers.getAttribute('href')).toBe('/buyers');
    const orders = screen.getByRole('link', { name: /待发货订单/ });
    expect(orders.getAttribute('href')).toBe('/orders?state=2');
    expect(orders.textContent).toContain('2');
    const afterSales = screen.getByRole('link', { name: /待处理售后/ });
    expect(afterSales.getAttribute('href')).toBe('/after-sales');
    expect(afterSales.textContent).toContain('待审核或待收退货');
    const lowStock = screen.getByRole('link', { name: /库存不足/ });
    expect(lowStock.getAttribute('href')).toBe('/goods');
    expect(lowStock.textContent).toContain('5');
    expect(lowStock.textContent).toContain('库存少于10');
    const nearExpiry = screen.getByRole('link', { name: /近效期/ });
    expect(nearExpiry.getAttribute('href')).toBe('/goods');
    expect(nearExpiry.textContent).toContain('90天内到期');
    fireEvent.click(orders);
    await screen.findByRole('heading', { name: '订单管理' });
    expect(location()).toBe('/orders?state=2');
  });

  it('counts a to-do without a link when the role may not open its page', async () => {
    mswServer.use(operatorHandler(['dashboard.read', 'orders.read']));
    serveDashboard();
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: /待发货订单/ })).toBeTruthy();
    expect(screen.getByText('待审核客户')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /待审核客户/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /库存不足/ })).toBeNull();
  });

  it('shows an empty state instead of charts while nothing has sold', async () => {
    mswServer.use(operatorHandler());
    serveDashboard({ '': noSales });
    renderApp('/dashboard');
    await waitFor(() => expect(screen.getAllByText('暂无销售数据')).toHaveLength(2));
    expect(figure('销售额')).toBe('销售额¥0.00');
    expect(screen.queryByRole('img', { name: '每日销售额与订单数' })).toBeNull();
    expect(screen.queryByRole('img', { name: '热销商品销售额排行' })).toBeNull();
  });

  it('draws both charts once something has sold', async () => {
    mswServer.use(operatorHandler());
    serveDashboard();
    renderApp('/dashboard');
    expect(await screen.findByRole('img', { name: '每日销售额与订单数' })).toBeTruthy();
    const top = await screen.findByRole('img', { name: '热销商品销售额排行' });
    expect(JSON.parse(top.dataset.series!)[0].data).toEqual(['10000.00', '2345.60']);
    expect(screen.queryByText('暂无销售数据')).toBeNull();
  });
});

describe('without dashboard.read', () => {
  it('leaves the dashboard out of the menu and the start page, and refuses its page', async () => {
    mswServer.use(operatorHandler(['buyers.read', 'orders.read']));
    serveDashboard();
    const { location, router } = renderApp('/');
    await screen.findByRole('heading', { name: '客户审核' });
    expect(location()).toBe('/buyers');
    const items = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    // Orders can be exported: the jobs page is where their files are.
    expect(items).toEqual([
      '客户审核',
      '逾期账单',
      '订单管理',
      '售后申请',
      '发票管理',
      '求购与反馈',
      '导入导出',
    ]);
    await router.navigate('/dashboard');
    expect(await screen.findByText('您没有查看此页面的权限，如需开通请联系管理员。')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '经营概况' })).toBeNull();
    expect(queries).toEqual([]);
  });
});
