import { describe, expect, it } from 'vitest';
import type { AdminGoods } from '@yaocai/domain/contracts/admin';
import { bulkPlan, onSaleChanges, withEdit, withStock } from './bulk-edits';

const goods = (id: number, overrides: Partial<AdminGoods> = {}): AdminGoods =>
  ({
    id,
    name: `商品${id}`,
    price: '10.00',
    price_fen: 1_000,
    on_sale: true,
    stock: [
      { warehouse_id: 1, warehouse: '主仓', stock: 5 },
      { warehouse_id: 2, warehouse: '西南仓', stock: 0 },
    ],
    ...overrides,
  }) as AdminGoods;

describe('the bulk editor’s plan', () => {
  it('sends only what changed, each row with its id, the price in exact fen and only the warehouses changed', () => {
    const rows = [goods(1), goods(2), goods(3)];
    let edits = withEdit({}, rows[0]!, 'price', '19.99');
    edits = withStock(edits, rows[0]!, 1, 12);
    edits = withEdit(edits, rows[1]!, 'on_sale', false);
    edits = withEdit(edits, rows[2]!, 'price', '10');
    expect(bulkPlan(rows, edits)).toEqual({
      changes: [
        { id: 1, price_fen: 1_999, stock: [{ warehouse_id: 2, stock: 12 }] },
        { id: 2, on_sale: false },
      ],
      problems: [],
      takenOff: 1,
    });
  });

  it('holds back rows that cannot be sent, with why', () => {
    const rows = [goods(1), goods(2)];
    let edits = withEdit({}, rows[0]!, 'price', '1.234');
    edits = withStock(edits, rows[1]!, 0, null);
    const plan = bulkPlan(rows, edits);
    expect(plan.changes).toEqual([]);
    expect(plan.problems.map(({ goods, problem }) => [goods.id, problem])).toEqual([
      [1, '价格最多两位小数'],
      [2, '请填写库存'],
    ]);
  });
});

describe('bulk actions on the goods picked across pages', () => {
  it('puts on or takes off sale only the goods not already so', () => {
    const picked = [goods(1), goods(2, { on_sale: false })];
    expect(onSaleChanges(picked, true)).toEqual([{ id: 2, on_sale: true }]);
    expect(onSaleChanges(picked, false)).toEqual([{ id: 1, on_sale: false }]);
  });
});
