import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsSorts } from '@yaocai/domain/contracts/catalog';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer } from '../../testing/catalog-factories.ts';
import { goods } from './catalog.tables.ts';
import { ordering } from './goods.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  for (let i = 0; i < 40; i++) {
    await insertGoods(t.db, {
      name: `商品${i}`,
      manufacturerId: maker,
      sales: (i * 7) % 5,
      isPreferred: i % 3 === 0,
      basePriceFen: 100 + ((i * 13) % 7),
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 4))),
    });
  }
});
afterAll(() => t.close());

describe('list orders', () => {
  it('are the same whether the page walks the index or sorts the matches', async () => {
    for (const sort of goodsSorts) {
      for (const order of [undefined, 'asc', 'desc'] as const) {
        const ids = async (walk: boolean) =>
          (
            await t.db
              .select({ id: goods.id })
              .from(goods)
              .orderBy(...ordering(sort, order, walk), asc(goods.name))
          ).map((row) => row.id);
        const walked = await ids(true);
        expect(walked).toHaveLength(40);
        expect(await ids(false), `${sort} ${order ?? ''}`).toEqual(walked);
      }
    }
  });
});
