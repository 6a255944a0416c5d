import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { FAVOURITES_MAX } from '@yaocai/domain/contracts/favourites';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { insertBuyer } from '../../testing/factories.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';
import { goods } from '../catalog/catalog.tables.ts';
import { favourites } from './favourites.tables.ts';

let t: TestApp;
let mine: TestClient;
let theirs: TestClient;
const ids = {} as Record<'cold' | 'flu' | 'offSale' | 'controlled', number>;

const signIn = async () => {
  const buyer = await insertBuyer(t.db);
  const client = t.client();
  await client.post('/api/user/login', { username: buyer.phone, password: buyer.password });
  return { client, id: buyer.id };
};

beforeAll(async () => {
  t = await buildTestApp();
  const warehouse = await insertWarehouse(t.db, '华东一号仓');
  const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  const make = (name: string, extra = {}) =>
    insertGoods(t.db, { name, manufacturerId: maker, stock: { [warehouse]: 100 }, ...extra });
  ids.cold = await make('感冒灵颗粒');
  ids.flu = await make('板蓝根颗粒');
  ids.offSale = await make('停售颗粒');
  ids.controlled = await make('曲马多片', { isSpecialControl: true });
  const me = await signIn();
  mine = me.client;
  theirs = (await signIn()).client;
});

afterAll(() => t.close());

const page = async (client: TestClient) => (await client.get<GoodsPage>('/api/favorite')).body.data;

describe('我的收藏', () => {
  it('adds goods once each, lists them latest first with prices as the buyer sees them, and cancels', async () => {
    const added = await mine.post('/api/favorite', { goods_ids: [ids.cold] });
    expect(added.body).toMatchObject({ code: 10000, msg: '收藏成功' });
    await mine.post('/api/favorite', { goods_ids: [ids.flu, ids.cold, ids.offSale] });
    expect((await mine.get<number[]>('/api/favorite/ids')).body.data.sort()).toEqual(
      [ids.cold, ids.flu, ids.offSale].sort(),
    );
    const listed = await page(mine);
    expect(listed.total).toBe(3);
    expect(listed.list[listed.list.length - 1]!.name).toBe('感冒灵颗粒');

    // A goods taken off sale stays in the list, as 已下架, and cannot be bought.
    await t.db.update(goods).set({ onSale: false }).where(eq(goods.id, ids.offSale));
    const off = (await page(mine)).list.find((card) => card.id === ids.offSale)!;
    expect(off).toMatchObject({ is_buy: false, price_tip: '已下架' });

    const cancelled = await mine.post('/api/favorite/cancel', { goods_ids: [ids.offSale, ids.flu] });
    expect(cancelled.body).toMatchObject({ code: 10000, msg: '取消收藏成功' });
    expect((await page(mine)).list.map((card) => card.id)).toEqual([ids.cold]);
    expect((await page(theirs)).total).toBe(0);
  });

  it('refuses what is not a published goods, bad ids and visitors, writing nothing', async () => {
    const watch = new WriteWatch(t.db);
    for (const body of [
      { goods_ids: [ids.controlled] },
      { goods_ids: [ids.offSale] },
      { goods_ids: [999_999] },
      { goods_ids: ['abc'] },
      { goods_ids: [] },
      { goods_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      await watch.mark();
      const refused = await theirs.post('/api/favorite', body);
      expect(refused.status).toBe(422);
      expect(await watch.changedTables()).toEqual([]);
    }
    // Cancelling another buyer's favourite cancels only one's own.
    await theirs.post('/api/favorite/cancel', { goods_ids: [ids.cold] });
    expect((await page(mine)).total).toBe(1);
    expect((await mine.get('/api/favorite?page=0')).status).toBe(422);
    expect((await t.client().get('/api/favorite')).status).toBe(401);
    expect((await t.client().post('/api/favorite', { goods_ids: [ids.cold] })).status).toBe(401);
  });

  it(`keeps at most ${FAVOURITES_MAX}, even when adds race`, async () => {
    const [template] = await t.db.select().from(goods).where(eq(goods.id, ids.cold));
    const { id: _id, ...copy } = template!;
    const more = await t.db
      .insert(goods)
      .values(
        Array.from({ length: FAVOURITES_MAX + 1 }, (_, index) => ({ ...copy, name: `批量颗粒${index}` })),
      )
      .returning({ id: goods.id });
    const { client, id: buyerId } = await signIn();
    await t.db
      .insert(favourites)
      .values(more.slice(0, FAVOURITES_MAX - 2).map((row) => ({ userId: buyerId, goodsId: row.id })));
    // Three adds at once of one new goods each: two fit, the third is refused.
    const [a, b, c] = more.slice(FAVOURITES_MAX - 2).map((row) => row.id);
    const answers = await Promise.all(
      [a, b, c].map((goodsId) => client.post('/api/favorite', { goods_ids: [goodsId] })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 422]);
    expect(answers.find((answer) => answer.status === 422)!.body.msg).toBe(
      `收藏已达上限${FAVOURITES_MAX}件，请先取消部分收藏`,
    );
    expect((await client.get<GoodsPage>('/api/favorite')).body.data.total).toBe(FAVOURITES_MAX);
  });
});
