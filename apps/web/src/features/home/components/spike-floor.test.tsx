import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FlashSaleSession } from '@yaocai/domain/contracts/activity-responses';
import { syncServerClock } from '../../../lib/server-clock';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { serveWithServerClock } from '../../../testing/serve-with-clock';
import { renderRoute } from '../../../testing/render-route';
import { ok } from '../../../testing/wire-fixtures';
import { SpikeFloor } from './spike-floor';

const SERVER = Date.parse('2026-11-29T10:00:00.000Z');
const at = (hours: number) => new Date(SERVER + hours * 3_600_000).toISOString();
const session: FlashSaleSession = {
  id: 1,
  name: '午间秒杀',
  starts_at: at(-1),
  ends_at: at(2),
  goods: [
    {
      id: 1,
      flash_sale_id: 11,
      name: '感冒灵颗粒',
      sccj: '华润三九医药股份有限公司',
      ypgg: '10g*9袋',
      bzdw: '盒',
      zbz: 1,
      image: null,
      base_price: '20.00',
      price: '12.00',
      price_tip: null,
      total_units: 100,
      units_left: 0,
      limit: 5,
      starts_at: at(-1),
      ends_at: at(2),
    },
  ],
};

const routes = [{ path: '/home', element: <SpikeFloor /> }];

serveWithServerClock();

describe('the home page’s 限时秒杀 block', () => {
  it('shows the running session’s goods at the flash price, counted down to its end, linking to /ms', async () => {
    syncServerClock(SERVER / 1000);
    mswServer.use(http.get(apiUrl('/api/index/spike'), () => ok({ session })));
    renderRoute(routes, '/home');
    const block = await screen.findByRole('region', { name: '限时秒杀' });
    expect(within(block).getByRole('timer').textContent).toMatch(/^距结束 01:59:5\d$/);
    const goods = within(block).getByRole('link', { name: '感冒灵颗粒' });
    expect(goods.getAttribute('href')).toBe('/ms');
    expect(goods.textContent).toContain('12.00');
    expect(goods.textContent).toContain('已抢光');
  });

  it('is left out when no session runs or is to come', async () => {
    let asked = false;
    mswServer.use(
      http.get(apiUrl('/api/index/spike'), () => {
        asked = true;
        return ok({ session: null });
      }),
    );
    renderRoute(routes, '/home');
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('region', { name: '限时秒杀' })).toBeNull();
  });
});
