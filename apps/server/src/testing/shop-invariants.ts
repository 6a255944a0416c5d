import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { LEDGER_KIND } from '../modules/money/money.service.ts';

/**
 * The invariants no crash, lost connection or race may break, over the whole database: every order
 * whole (lines and stock takes agreeing) or absent, stock and flash-sale units accounted for by live
 * orders from where they started, and every balance the sum of its ledger, never below zero, with
 * each balance-paid order's payment in it, and every after-sales refund given back the way its order
 * was paid (to the balance, off the credit bill, or by the gateway).
 */
export async function expectShopWhole(db: Database, startingStock: ReadonlyMap<string, number>) {
  const rows = async <T>(statement: SQL) => ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
  expect(
    await rows(sql`select o.id from orders o
    where not exists (select 1 from order_lines l where l.order_id = o.id)
       or not exists (select 1 from order_stock_takes t where t.order_id = o.id)`),
    'orders without lines or stock takes',
  ).toEqual([]);
  expect(
    await rows(sql`select l.id from order_lines l left join orders o on o.id = l.order_id where o.id is null
    union all select t.order_id from order_stock_takes t left join orders o on o.id = t.order_id where o.id is null`),
    'lines or stock takes without an order',
  ).toEqual([]);
  expect(
    await rows(sql`
    select coalesce(l.order_id, t.order_id) as order_id, l.number as lines, t.number as taken from
      (select order_id, goods_id, warehouse_id,
          sum(number - coalesce((select sum(c.number) from order_line_cancellations c
            where c.order_line_id = order_lines.id), 0))::integer as number
        from order_lines where goods_id is not null group by 1, 2, 3) l
      full join (select order_id, goods_id, warehouse_id, sum(number)::integer as number from order_stock_takes
        group by 1, 2, 3) t using (order_id, goods_id, warehouse_id)
    where l.number is distinct from t.number`),
    'lines that disagree with their stock takes',
  ).toEqual([]);

  const stock = await rows<{ key: string; total: number }>(sql`
  select s.goods_id || ':' || s.warehouse_id as key, (s.stock + coalesce(sum(t.number), 0))::integer as total
  from goods_stock s
  left join order_stock_takes t on t.goods_id = s.goods_id and t.warehouse_id = s.warehouse_id
    and exists (select 1 from orders o where o.id = t.order_id and o.status <> 5)
  group by s.goods_id, s.warehouse_id, s.stock`);
  expect(new Map(stock.map((row) => [row.key, row.total])), 'stock + taken by live orders').toEqual(
    startingStock,
  );

  expect(
    await rows(sql`select f.id, f.sold_units, coalesce(sum(l.number), 0)::integer as ordered from flash_sales f
    left join order_lines l on l.flash_sale_id = f.id
      and exists (select 1 from orders o where o.id = l.order_id and o.status <> 5)
    group by f.id having f.sold_units <> coalesce(sum(l.number), 0)`),
    'flash-sale units sold that live orders do not account for',
  ).toEqual([]);
  expect(
    await rows(sql`select b.user_id, b.units, coalesce(sum(l.number), 0)::integer as ordered
    from flash_sale_buyers b
    left join orders o on o.user_id = b.user_id and o.status <> 5
    left join order_lines l on l.order_id = o.id and l.flash_sale_id = b.flash_sale_id
    group by b.flash_sale_id, b.user_id, b.units having b.units <> coalesce(sum(l.number), 0)`),
    'buyers whose flash-sale allowance disagrees with their live orders',
  ).toEqual([]);

  expect(
    await rows(sql`select coalesce(b.user_id, g.user_id) as user_id, b.amount_fen, g.total from balances b
    full join (select user_id, sum(change_fen)::bigint as total from balance_ledger group by user_id) g
      using (user_id)
    where coalesce(b.amount_fen, 0) <> coalesce(g.total, 0) or b.amount_fen < 0`),
    'balances the ledger does not add up to',
  ).toEqual([]);
  expect(
    await rows(sql`select o.id, o.status, o.payable_fen, coalesce(sum(g.change_fen), 0)::bigint as moved
    from orders o left join balance_ledger g on g.user_id = o.user_id and g.memo = o.order_no
      and g.kind <> ${LEDGER_KIND.afterSaleRefund}
    group by o.id
    having coalesce(sum(g.change_fen), 0) <> case when o.pay_method = 'balance' and o.status <> 5
      then -o.payable_fen else 0 end`),
    'orders whose balance payment the ledger does not show',
  ).toEqual([]);
  expect(
    await rows(sql`select o.id, a.refunded, m.back from orders o
    join (select order_id, sum(amount_fen)::bigint as refunded from after_sales where status = 'refunded'
      group by order_id) a on a.order_id = o.id
    cross join lateral (select
      coalesce((select sum(change_fen) from balance_ledger g where g.user_id = o.user_id and g.memo = o.order_no
        and g.kind = ${LEDGER_KIND.afterSaleRefund}), 0)
      - coalesce((select sum(change_fen) from credit_ledger c where c.user_id = o.user_id and c.memo = o.order_no
        and c.kind = ${LEDGER_KIND.afterSaleRefund}), 0)
      + coalesce((select sum(r.amount_fen) from sandbox_refunds r join after_sales s
        on r.refund_no = 'AS' || lpad(s.id::text, 10, '0') where s.order_id = o.id), 0) as back) m
    where a.refunded <> m.back`),
    'after-sales refunds not given back the way their order was paid',
  ).toEqual([]);
}
