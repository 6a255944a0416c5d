import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import type { BuyerOverrides } from '../testing/factories.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import type { TestClient } from '../testing/test-client.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { goods, goodsStock } from '../modules/catalog/catalog.tables.ts';
import { messages } from '../modules/messages/messages.tables.ts';
import { sendFavouriteNotices } from './favourite-notices.job.ts';

let t: TestApp;
const ids = {} as Record<'east' | 'cold' | 'tonic' | 'hidden', number>;

beforeAll(async () => {
  t = await buildTestApp();
  ids.east = await insertWarehouse(t.db, '华东一号仓');
  const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  const base = { manufacturerId: maker, packMultiple: 10 };
  ids.cold = await insertGoods(t.db, {
    ...base,
    name: '感冒灵颗粒',
    basePriceFen: 1000,
    stock: { [ids.east]: 500 },
  });
  // Five pieces are not a middle pack: out of stock as a buyer sees it.
  ids.tonic = await insertGoods(t.db, {
    ...base,
    name: '补中益气丸',
    basePriceFen: 2000,
    stock: { [ids.east]: 5 },
  });
  ids.hidden = await insertGoods(t.db, {
    ...base,
    name: '下架维C',
    basePriceFen: 900,
    stock: { [ids.east]: 500 },
  });
});
afterAll(() => t.close());

interface Message {
  title: string;
  content: string;
}

async function buyerWith(
  favourites: number[],
  overrides: BuyerOverrides = {},
): Promise<{ id: number; client: TestClient }> {
  const { buyer, client } = await signInBuyer(t, overrides);
  expect((await client.post('/api/favorite', { goods_ids: favourites })).body.code).toBe(10000);
  return { id: buyer.id, client };
}

const messagesOf = async (client: TestClient) =>
  (await client.get<Paged<Message>>('/api/user/messages?page=1&page_size=50')).body.data.list.map(
    (message) => `${message.title}｜${message.content}`,
  );

const setPrice = (goodsId: number, fen: number) =>
  t.db.update(goods).set({ basePriceFen: fen }).where(eq(goods.id, goodsId));
const setStock = (goodsId: number, stock: number) =>
  t.db.update(goodsStock).set({ stock }).where(eq(goodsStock.goodsId, goodsId));

describe('favourite notices', () => {
  it('tells each buyer once of a favourite back in stock or cheaper than they last saw, in the message list', async () => {
    const first = await buyerWith([ids.cold, ids.tonic]);
    const second = await buyerWith([ids.cold]);
    expect(await sendFavouriteNotices(t.db)).toBe(0);

    await setPrice(ids.cold, 850);
    await setStock(ids.tonic, 200);
    expect(await sendFavouriteNotices(t.db)).toBe(3);
    expect(await messagesOf(first.client)).toEqual(
      expect.arrayContaining([
        '收藏商品降价提醒｜您收藏的感冒灵颗粒（10g*12袋，华康制药股份有限公司）降价了：¥10.00 → ¥8.50。',
        '收藏商品到货提醒｜您收藏的补中益气丸（10g*12袋，华康制药股份有限公司）已到货，现价¥20.00。',
      ]),
    );
    expect(await messagesOf(second.client)).toEqual([
      '收藏商品降价提醒｜您收藏的感冒灵颗粒（10g*12袋，华康制药股份有限公司）降价了：¥10.00 → ¥8.50。',
    ]);
    expect(await sendFavouriteNotices(t.db)).toBe(0);
  });

  it('measures a drop from the last price, recording rises and running out without a word', async () => {
    await setPrice(ids.cold, 1000);
    await setStock(ids.cold, 500);
    const buyer = await buyerWith([ids.cold]);
    await setPrice(ids.cold, 1200);
    await setStock(ids.cold, 0);
    await sendFavouriteNotices(t.db);
    expect(await messagesOf(buyer.client)).toEqual([]);

    await setPrice(ids.cold, 1100);
    await setStock(ids.cold, 300);
    await sendFavouriteNotices(t.db);
    expect(await messagesOf(buyer.client)).toEqual([
      '收藏商品到货并降价｜您收藏的感冒灵颗粒（10g*12袋，华康制药股份有限公司）已到货，价格¥12.00 → ¥11.00。',
    ]);
  });

  it('says nothing of goods taken off sale', async () => {
    const buyer = await buyerWith([ids.hidden]);
    await t.db.update(goods).set({ onSale: false, basePriceFen: 500 }).where(eq(goods.id, ids.hidden));
    await sendFavouriteNotices(t.db);
    expect(await messagesOf(buyer.client)).toEqual([]);
  });

  it('sends a notice once when two runs overlap', async () => {
    await setPrice(ids.tonic, 2000);
    await setStock(ids.tonic, 200);
    const buyer = await buyerWith([ids.tonic]);
    await setPrice(ids.tonic, 1500);
    const sent = await Promise.all([sendFavouriteNotices(t.db), sendFavouriteNotices(t.db)]);
    const told = await t.db.select().from(messages).where(eq(messages.userId, buyer.id));
    expect(told.length).toBe(1);
    expect(told[0]!.title).toBe('收藏商品降价提醒');
    expect(sent.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
  });

  it('tells a buyer awaiting review of a return to stock with no price and of no drop, even once approved', async () => {
    await setPrice(ids.cold, 1000);
    await setStock(ids.cold, 500);
    await setPrice(ids.tonic, 2000);
    await setStock(ids.tonic, 5);
    const pending = await buyerWith([ids.cold, ids.tonic], { status: 'pending' });
    const approved = await buyerWith([ids.cold, ids.tonic]);

    await setPrice(ids.cold, 900);
    await setPrice(ids.tonic, 1800);
    await setStock(ids.tonic, 200);
    await sendFavouriteNotices(t.db);
    expect(await messagesOf(pending.client)).toEqual([
      '收藏商品到货提醒｜您收藏的补中益气丸（10g*12袋，华康制药股份有限公司）已到货。',
    ]);
    expect(await messagesOf(approved.client)).toEqual(
      expect.arrayContaining([
        '收藏商品降价提醒｜您收藏的感冒灵颗粒（10g*12袋，华康制药股份有限公司）降价了：¥10.00 → ¥9.00。',
        '收藏商品到货并降价｜您收藏的补中益气丸（10g*12袋，华康制药股份有限公司）已到货，价格¥20.00 → ¥18.00。',
      ]),
    );

    // Approved after the drop was recorded: it is not news now; the next one is, with its prices.
    await t.db.update(users).set({ status: 'approved' }).where(eq(users.id, pending.id));
    await sendFavouriteNotices(t.db);
    expect(await messagesOf(pending.client)).toHaveLength(1);
    await setPrice(ids.cold, 800);
    await sendFavouriteNotices(t.db);
    expect(await messagesOf(pending.client)).toContain(
      '收藏商品降价提醒｜您收藏的感冒灵颗粒（10g*12袋，华康制药股份有限公司）降价了：¥9.00 → ¥8.00。',
    );
  });

  it('carries no price to a buyer who may not see prices in any message', async () => {
    await setPrice(ids.cold, 1000);
    await setStock(ids.cold, 0);
    const pending = await buyerWith([ids.cold], { status: 'pending' });
    const rejected = await buyerWith([ids.cold], { status: 'rejected' });
    await setPrice(ids.cold, 700);
    await setStock(ids.cold, 500);
    await sendFavouriteNotices(t.db);
    for (const buyer of [pending, rejected]) {
      const told = await messagesOf(buyer.client);
      expect(told).toEqual([
        '收藏商品到货提醒｜您收藏的感冒灵颗粒（10g*12袋，华康制药股份有限公司）已到货。',
      ]);
      expect(told.join('')).not.toMatch(/¥|\d+\.\d{2}/);
    }
  });
});
