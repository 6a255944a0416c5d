import { and, eq, inArray, sql, count } from 'drizzle-orm';
import { CART_LINE_TYPE, CART_MAX_LINES, type AddLine } from '@yaocai/domain/contracts/cart';
import { DomainError, forbidden, invalid, notFound } from '@yaocai/domain/errors';
import { Code } from '@yaocai/domain/codes';
import type { Executor, Transaction } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { buyerAccess, type BuyerAccess } from '../accounts/buyer-access.ts';
import { buyerGroupPeers } from '../accounts/buyer-groups.service.ts';
import { findGoods, stockAt, stocksOf } from '../catalog/goods-facts.service.ts';
import { seesPrices } from '../catalog/price-visibility.ts';
import { currentFlashSale, findCombination } from '../promotions/promotions.service.ts';
import { runningTradeUpOffer } from '../promotions/trade-up-offers.service.ts';
import { TRADE_UP_WORDS } from '@yaocai/domain/contracts/activity-trade-up';
import { flashSalePhase, FLASH_SALE_PROBLEM } from '@yaocai/domain/pricing/flash-sale';
import { loadCartLinesByIds, loadCombinationItems, type LoadedLine } from './cart-lines.query.ts';
import {
  assertOwnLines,
  lineName,
  LINE_NOT_FOUND,
  ruledCartLines,
  ruleLines,
  tradeUpProblem,
} from './cart-read.service.ts';
import { freshSource } from './cart-source.ts';
import { goodsProblem, newBuyerOverLimit, type RuledLine } from './line-rules.ts';
import { cartLines, carts } from './cart.tables.ts';

const GOODS_GONE = '商品不存在或已下架';
const NOT_APPROVED = '资质审核通过后才能购买';

/** What goes into cart_lines for one added line, once goods, warehouse and promotion are settled. */
interface LineTarget {
  goodsId: number | null;
  combinationId: number | null;
  flashSaleId: number | null;
  tradeUpOfferId: number | null;
  warehouseId: number;
  type: number;
  /** Pieces to add (packs for a combination). */
  number: number;
}

/**
 * Adds lines to a buyer's cart in one transaction: a goods already there (same warehouse and type)
 * gets the quantity added. Every resulting line must be buyable at its new quantity, or nothing is
 * added. The buyer's row is locked first, so one buyer's adds queue up while other buyers' do not.
 */
export async function addLines(
  db: Executor,
  userId: number,
  access: BuyerAccess,
  lines: AddLine[],
): Promise<number> {
  if (!seesPrices(access)) throw forbidden(NOT_APPROVED);
  return db.transaction(async (tx) => {
    await changeCarts(tx, [userId]);
    for (const line of lines) {
      const target = await resolveTarget(tx, line, access);
      const lineId = await addToLine(tx, userId, access, target);
      if (target.tradeUpOfferId !== null) {
        const refusal = await tradeUpProblem(tx, userId, access, lineId);
        if (refusal) throw invalid('type', refusal);
      }
    }
    const total = await lineCount(tx, userId);
    if (total > CART_MAX_LINES) {
      throw invalid('data', `购物车最多放${CART_MAX_LINES}种商品，请先结算或删除部分商品`);
    }
    return total;
  });
}

/**
 * Marks the buyers' carts changed and locks them until the transaction ends, in id order so that two
 * transactions locking several carts cannot deadlock. Returns each cart's new version.
 */
export async function changeCarts(tx: Transaction, userIds: number[]): Promise<Map<number, number>> {
  const versions = new Map<number, number>();
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b)) {
    const [row] = await tx
      .insert(carts)
      .values({ userId, version: 1 })
      .onConflictDoUpdate({ target: carts.userId, set: { version: sql`${carts.version} + 1` } })
      .returning({ version: carts.version });
    versions.set(userId, row!.version);
  }
  return versions;
}

async function lineCount(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
  return row?.n ?? 0;
}

async function resolveTarget(tx: Transaction, line: AddLine, access: BuyerAccess): Promise<LineTarget> {
  if (line.type === CART_LINE_TYPE.combination) return resolvePack(tx, line);
  const found = await findGoods(tx, line.goodsId);
  if (!found || !found.onSale || found.isSpecialControl) throw notFound(GOODS_GONE);
  const problem = goodsProblem(found, access);
  if (problem) throw invalid('goods_id', `${found.name}：${problem}`);
  const warehouseId = await chooseWarehouse(tx, found.id, line.warehouseId);
  let flashSaleId: number | null = null;
  if (line.type === CART_LINE_TYPE.flashSale) {
    const sale = await currentFlashSale(tx, found.id);
    if (!sale) throw invalid('type', `${found.name}：没有进行中的秒杀`);
    const phase = flashSalePhase(sale, new Date());
    if (phase !== 'running') throw invalid('type', `${found.name}：${FLASH_SALE_PROBLEM[phase]}`);
    flashSaleId = sale.id;
  }
  let tradeUpOfferId: number | null = null;
  if (line.type === CART_LINE_TYPE.tradeUp) {
    const offer = await runningTradeUpOffer(tx, found.id);
    if (!offer) throw invalid('type', `${found.name}：${TRADE_UP_WORDS.none}`);
    tradeUpOfferId = offer.id;
  }
  return {
    goodsId: found.id,
    combinationId: null,
    flashSaleId,
    tradeUpOfferId,
    warehouseId,
    type: line.type,
    number: line.number ?? found.packMultiple,
  };
}

async function resolvePack(tx: Transaction, line: Extract<AddLine, { type: 3 }>): Promise<LineTarget> {
  const pack = await findCombination(tx, line.combinationId);
  if (!pack || !pack.onSale) throw notFound('套餐不存在或已下架');
  const items = (await loadCombinationItems(tx, [pack.id])).get(pack.id) ?? [];
  let warehouseId = line.warehouseId;
  if (warehouseId === null) {
    // The warehouse that can make up the most packs.
    const warehouses = new Set(items.flatMap((item) => [...item.stocks.keys()]));
    const packsIn = (w: number) =>
      Math.min(...items.map((i) => Math.floor((i.stocks.get(w) ?? 0) / i.number)));
    warehouseId = [...warehouses].sort((a, b) => packsIn(b) - packsIn(a) || a - b)[0] ?? null;
    if (warehouseId === null) throw invalid('combination_id', `${pack.name}：库存不足，暂不能购买`);
  }
  return {
    goodsId: null,
    combinationId: pack.id,
    flashSaleId: null,
    tradeUpOfferId: null,
    warehouseId,
    type: CART_LINE_TYPE.combination,
    number: line.number ?? 1,
  };
}

/** The named warehouse if it holds the goods, or else the one holding most of it. */
async function chooseWarehouse(tx: Executor, goodsId: number, wanted: number | null): Promise<number> {
  const stocks = await stocksOf(tx, goodsId);
  if (wanted === null) {
    const best = stocks[0];
    if (!best) throw invalid('ck_id', '库存不足，暂不能购买');
    return best.warehouseId;
  }
  if (!stocks.some((s) => s.warehouseId === wanted)) throw invalid('ck_id', '该仓库没有这件商品');
  return wanted;
}

/**
 * Adds to the line (creating it), then checks the line at its new quantity; a refusal rolls back.
 * Returns the line's id.
 */
async function addToLine(
  tx: Transaction,
  userId: number,
  access: BuyerAccess,
  target: LineTarget,
): Promise<number> {
  const values = { userId, ...target };
  const upsert = tx.insert(cartLines).values(values);
  const [row] = await (
    target.combinationId === null
      ? upsert.onConflictDoUpdate({
          target: [cartLines.userId, cartLines.goodsId, cartLines.warehouseId, cartLines.type],
          targetWhere: sql`${cartLines.goodsId} is not null`,
          set: addedSet(target),
        })
      : upsert.onConflictDoUpdate({
          target: [cartLines.userId, cartLines.combinationId, cartLines.warehouseId],
          targetWhere: sql`${cartLines.combinationId} is not null`,
          set: addedSet(target),
        })
  ).returning({ id: cartLines.id, number: cartLines.number });
  await assertBuyable(tx, userId, access, [row!.id], 'number', row!.number - target.number);
  return row!.id;
}

const addedSet = (target: LineTarget) => ({
  number: sql`${cartLines.number} + ${target.number}`,
  flashSaleId: target.flashSaleId,
  tradeUpOfferId: target.tradeUpOfferId,
  isSelected: true,
  updatedAt: sql`now()`,
});

/** Refuses, naming the goods and the reason, when one of these lines cannot be bought as it stands. */
async function assertBuyable(
  tx: Executor,
  userId: number,
  access: BuyerAccess,
  ids: number[],
  field: string,
  alreadyInCart = 0,
): Promise<LoadedLine[]> {
  const lines = await loadCartLinesByIds(tx, userId, ids);
  const ruled = await ruleLines(tx, lines, access);
  const blocked = ruled.find((r) => r.problem !== null);
  if (blocked) {
    const already = alreadyInCart > 0 ? `（购物车中已有${alreadyInCart}${blocked.rules.unit}）` : '';
    throw invalid(field, `${lineName(blocked)}：${blocked.problem}${already}`);
  }
  await assertWithinNewBuyerLimits(tx, userId, access, ruled, field);
  return lines;
}

/**
 * A goods at its 新人价 may sit on a line per warehouse: the lines just changed, with the buyer's
 * other lines of their goods, stay within the buyer's limit together. Read only for lines so priced.
 */
async function assertWithinNewBuyerLimits(
  tx: Executor,
  userId: number,
  access: BuyerAccess,
  changed: RuledLine[],
  field: string,
) {
  const limited = new Set(
    changed.flatMap((r) =>
      r.priceSource === 'new_buyer' && r.line.newBuyerPrice?.perBuyerLimit != null && r.line.goods
        ? [r.line.goods.id]
        : [],
    ),
  );
  if (limited.size === 0) return;
  const cart = await ruledCartLines(tx, freshSource, userId, access);
  const over = newBuyerOverLimit(cart.filter((r) => r.line.goods && limited.has(r.line.goods.id)));
  if (over) throw invalid(field, `${lineName(over.ruled)}：${over.problem}`);
}

/**
 * Sets a line's quantity, if the line can be bought at it; answers the line and the cart's new version.
 * `known` is the line as a cart view holds it. For an ordinary line, the goods' standing (on sale,
 * business scope, middle pack) is checked from there, and the stock, the fact that moves by the
 * minute, by the write itself, which only happens while the warehouse holds that many. Other lines
 * are read afresh and checked whole first.
 */
export async function editLine(
  db: Executor,
  userId: number,
  access: BuyerAccess,
  lineId: number,
  number: number,
  known?: LoadedLine,
): Promise<{ version: number; line: LoadedLine }> {
  if (known?.type !== CART_LINE_TYPE.ordinary) {
    const [current] = await loadCartLinesByIds(db, userId, [lineId]);
    if (!current) throw notFound(LINE_NOT_FOUND);
    const line = { ...current, number };
    await assertEditable(db, line, access);
    const written = await writeEdit(db, userId, lineId, number, null);
    if (!written.changed) throw notFound(LINE_NOT_FOUND);
    return { version: written.version, line };
  }
  await assertEditable(db, { ...known, number, stock: Number.MAX_SAFE_INTEGER }, access);
  const stockAt = { goodsId: known.goods!.id, warehouseId: known.warehouseId };
  const written = await writeEdit(db, userId, lineId, number, stockAt);
  const line = { ...known, number, stock: written.stock ?? 0 };
  if (!written.changed) {
    if (line.stock < number) await assertEditable(db, line, access);
    throw notFound(LINE_NOT_FOUND);
  }
  return { version: written.version, line };
}

async function assertEditable(db: Executor, line: LoadedLine, access: BuyerAccess): Promise<void> {
  const [ruled] = await ruleLines(db, [line], access);
  if (ruled!.problem !== null) throw invalid('number', `${lineName(ruled!)}：${ruled!.problem}`);
}

/**
 * Sets a checked quantity in one statement that marks the cart changed first (the lock order of every
 * other change) and holds its locks only while it runs; with `stockAt`, only while that warehouse
 * holds at least the quantity, answering the stock it found. A cart reserves no stock, so nothing
 * else needs to share its transaction. The commit does not wait for the disk: a database crash may
 * lose the last fraction of a second of quantity changes, never anything of money, stock or orders
 * (docs/decisions/004-cart-views.md).
 */
async function writeEdit(
  db: Executor,
  userId: number,
  lineId: number,
  number: number,
  stockAt: { goodsId: number; warehouseId: number } | null,
): Promise<
  { changed: true; version: number; stock: number | null } | { changed: false; stock: number | null }
> {
  const [row] = stockAt
    ? await editStatement(db, true).execute({ userId, lineId, number, ...stockAt })
    : await editStatement(db, false).execute({ userId, lineId, number, goodsId: 0, warehouseId: 0 });
  const { version, changed, stock } = row!;
  return changed > 0 && version !== null ? { changed: true, version, stock } : { changed: false, stock };
}

/** The edit as one prepared statement (PostgreSQL parses and plans it once per connection). */
function editStatement(db: Executor, checkStock: boolean) {
  return prepared(db, checkStock ? 'cart_edit_within_stock' : 'cart_edit', (db, name) => {
    const param = (key: string) => sql`${sql.placeholder(key)}::integer`;
    const stock = checkStock ? stockAt(param('goodsId'), param('warehouseId')) : sql`null::integer`;
    const quick = db
      .$with('quick', { setting: sql`setting` })
      .as(sql`select set_config('synchronous_commit', 'off', true) as setting`);
    const lineFits = sql`exists (select 1 from ${cartLines} where ${cartLines.id} = ${param('lineId')} and ${cartLines.userId} = ${param('userId')})
        and coalesce(${stock} >= ${param('number')}, ${sql.raw(String(!checkStock))})`;
    // A refused edit (no such line, too little stock) writes nothing, not even the version.
    const bumped = db.$with('bumped', { version: sql<number>`version` }).as(sql`
      insert into ${carts} (user_id, version) select ${param('userId')}, 1 from quick where ${lineFits}
      on conflict (user_id) do update set version = ${carts.version} + 1
      returning version`);
    const changed = db.$with('changed', { id: sql<number>`id` }).as(sql`
      update ${cartLines} set number = ${param('number')}, updated_at = now()
      where id = ${param('lineId')} and user_id = ${param('userId')} and exists (select 1 from bumped)
        and coalesce(${stock} >= ${param('number')}, ${sql.raw(String(!checkStock))})
      returning id`);
    return db
      .with(quick, bumped, changed)
      .select({
        version: sql<number | null>`(select version from bumped)`,
        changed: sql<number>`(select count(*)::integer from changed)`,
        stock: sql<number | null>`${stock}`,
      })
      .from(sql`(select 1) as edit`)
      .prepare(name);
  });
}

export async function deleteLines(db: Executor, userId: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await changeCarts(tx, [userId]);
    await assertOwnLines(tx, userId, ids);
    await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
  });
}

export async function selectLines(
  db: Executor,
  userId: number,
  ids: number[],
  selected: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await changeCarts(tx, [userId]);
    await assertOwnLines(tx, userId, ids);
    await tx
      .update(cartLines)
      .set({ isSelected: selected })
      .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
  });
}

/**
 * Copies lines to other accounts of the same buyer group, adding to what their carts hold. Every
 * copied line must be buyable by the receiving account, or nothing is copied.
 */
export async function copyLines(
  db: Executor,
  userId: number,
  ids: number[],
  targetIds: number[],
): Promise<number> {
  const wanted = [...new Set(targetIds)];
  const targets = (await buyerGroupPeers(db, userId)).filter((t) => wanted.includes(t.id));
  if (targets.length !== wanted.length) throw forbidden('只能复制到同一采购组的其他账号');
  return db.transaction(async (tx) => {
    await assertOwnLines(tx, userId, ids);
    await changeCarts(tx, wanted);
    const sources = await tx
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
    for (const target of targets) {
      const access = buyerAccess(target.status, target.businessScopes);
      if (!seesPrices(access)) throw forbidden(`${target.company}：${NOT_APPROVED}`);
      for (const source of sources) {
        try {
          await addToLine(tx, target.id, access, {
            goodsId: source.goodsId,
            combinationId: source.combinationId,
            flashSaleId: source.flashSaleId,
            tradeUpOfferId: source.tradeUpOfferId,
            warehouseId: source.warehouseId,
            type: source.type,
            number: source.number,
          });
        } catch (error) {
          if (error instanceof DomainError && error.code === Code.invalid) {
            throw invalid('other_user_ids', `${target.company}：${error.message}`);
          }
          throw error;
        }
      }
      if ((await lineCount(tx, target.id)) > CART_MAX_LINES) {
        throw invalid('other_user_ids', `${target.company}：购物车已满`);
      }
    }
    return sources.length * targets.length;
  });
}

/** Removes lines from a buyer's cart (another buyer's ids match nothing); the caller holds the cart lock. */
export async function removeCartLines(tx: Transaction, userId: number, ids: number[]): Promise<void> {
  await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
}
