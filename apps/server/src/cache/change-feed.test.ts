import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsDetail } from '@yaocai/domain/contracts/catalog';
import { goods, goodsStock } from '../modules/catalog/catalog.tables.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';

const soon = { timeout: 5000, interval: 20 };

let t: TestApp;
let heard: { topic: string; key: number | null }[];
let east: number;
let maker: number;
beforeAll(async () => {
  t = await buildTestApp({ GOODS_CACHE_MS: '60000' });
  heard = [];
  for (const topic of ['goods', 'stock', 'catalog'] as const) {
    t.app.caches.onChange([topic], (key) => heard.push({ topic, key }));
  }
  east = await insertWarehouse(t.db, '华东一号仓');
  maker = await insertManufacturer(t.db, '华康制药股份有限公司');
});
afterAll(() => t.close());

describe('the change feed', () => {
  it('announces committed changes to every listener, and nothing of a rolled-back one', async () => {
    const id = await insertGoods(t.db, { name: '板蓝根颗粒', manufacturerId: maker, stock: { [east]: 5 } });
    await expect.poll(() => heard, soon).toContainEqual({ topic: 'goods', key: null });
    heard.length = 0;

    await t.db
      .transaction(async (tx) => {
        await tx.update(goods).set({ name: '改名' }).where(eq(goods.id, id));
        tx.rollback();
      })
      .catch(() => {});
    await t.db.update(goodsStock).set({ stock: 6 }).where(eq(goodsStock.goodsId, id));
    await expect.poll(() => heard, soon).toContainEqual({ topic: 'stock', key: id });
    expect(heard).not.toContainEqual({ topic: 'goods', key: id });

    await t.db.execute(sql`update manufacturers set name = name`);
    await expect.poll(() => heard, soon).toContainEqual({ topic: 'catalog', key: null });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'serves nothing kept while its connection is lost, and follows changes again once it is back',
    async () => {
      const id = await insertGoods(t.db, { name: '藿香正气水', manufacturerId: maker, stock: { [east]: 5 } });
      const number = async () =>
        (await t.client().get<GoodsDetail>(`/api/goods/detail/${id}`)).body.data.number;
      expect(await number()).toBe(5);
      // The insert's own announcement (goods:*) first, so that the one heard below is the lost connection's.
      await expect.poll(() => heard, soon).toContainEqual({ topic: 'goods', key: null });
      heard.length = 0;

      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN cache_changes%'`,
      );
      await expect.poll(() => heard, soon).toContainEqual({ topic: 'goods', key: null });
      const unannounced = async (stock: number) =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.update(goodsStock).set({ stock }).where(eq(goodsStock.goodsId, id));
        });
      // Down or just back up: either way nothing kept from before is served.
      await unannounced(7);
      expect(await number()).toBe(7);

      const listening = async () => {
        const result = await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and query like 'LISTEN cache_changes%'`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
      };
      await expect.poll(listening, { timeout: 10_000, interval: 100 }).toBe(1);
      await expect.poll(number, soon).toBe(7);
      await t.db.update(goodsStock).set({ stock: 8 }).where(eq(goodsStock.goodsId, id));
      await expect.poll(number, soon).toBe(8);
    },
  );
});
