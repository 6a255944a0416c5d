import type { InvoiceType } from '@yaocai/domain/contracts/invoice';
import type { HistoryBuyer } from './history-buyers.ts';
import type { Random } from './random.ts';

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Days of history before today. */
export const HISTORY_DAYS = 90;
/** The history's orders give this long to pay (the shop's default). */
export const HISTORY_PAY_MINUTES = 30;
/** A part shipment of an order placed within these days still owes the rest. */
const AWAITING_REST_DAYS = 7;
/** Nothing in the history happens closer to the seed than this. */
const QUIET_MS = 30 * MINUTE_MS;

/** A goods the history's buyers may buy, with the lot it ships from. */
export interface PoolGoods {
  goodsId: number;
  warehouseId: number;
  packMultiple: number;
}

export interface PlannedLine {
  goods: PoolGoods;
  number: number;
}

export type AfterSalePlan =
  { outcome: 'refunded'; kind: 'refund' | 'return' } | { outcome: 'rejected' | 'pending'; kind: 'refund' };

/** One order of the past: who, what, and what became of it, step by step. */
export interface PlannedOrder {
  buyer: HistoryBuyer;
  serial: number;
  lines: PlannedLine[];
  invoiceType: InvoiceType;
  /** Another way than the buyer's usual, now and then. */
  paysOnline: boolean;
  steps: Step[];
}

export type Step =
  | { at: Date; kind: 'place'; pay: boolean }
  | { at: Date; kind: 'expire' }
  | { at: Date; kind: 'cancel'; byOperator: boolean }
  | { at: Date; kind: 'ship'; part: boolean }
  | { at: Date; kind: 'request'; plan: AfterSalePlan }
  | { at: Date; kind: 'review' | 'send-back' | 'receive-back' }
  | { at: Date; kind: 'receive' };

/** Midnight in China `days` days before today, as an instant. */
export function chinaDayStart(now: Date, days: number): Date {
  const shift = 8 * HOUR_MS;
  const midnight = Math.floor((now.getTime() + shift) / DAY_MS) * DAY_MS - shift;
  return new Date(midnight - days * DAY_MS);
}

const later = (at: Date, minMs: number, maxMs: number, random: Random) =>
  new Date(at.getTime() + minMs + Math.floor(random.next() * (maxMs - minMs)));

/**
 * The orders of the last HISTORY_DAYS days, each with its steps in time order, none later than a
 * little before `now`: a step that would fall later is left out with all after it, so the latest
 * orders are still waiting to be shipped, received or refunded.
 */
export function planOrders(
  buyers: readonly HistoryBuyer[],
  pool: readonly PoolGoods[],
  now: Date,
  random: Random,
): PlannedOrder[] {
  const latest = now.getTime() - QUIET_MS;
  const orders: PlannedOrder[] = [];
  for (let days = HISTORY_DAYS - 1; days >= 0; days -= 1) {
    const opening = chinaDayStart(now, days).getTime() + 8.5 * HOUR_MS;
    for (const buyer of buyers) {
      if (!random.chance(buyer.perWeek / 7)) continue;
      const placedAt = later(new Date(opening), 0, 11 * HOUR_MS, random);
      const recent = now.getTime() - placedAt.getTime() < AWAITING_REST_DAYS * DAY_MS;
      const steps = stepsOf(placedAt, recent, random).filter((step) => step.at.getTime() <= latest);
      if (steps.length === 0) continue;
      orders.push({
        buyer,
        serial: orders.length + 1,
        lines: linesFor(buyer, pool, random),
        invoiceType: invoiceFor(buyer, random),
        paysOnline: random.chance(0.12),
        steps,
      });
    }
  }
  withOneAwaitingTheRest(orders, now);
  return orders;
}

const awaitsTheRest = (order: PlannedOrder) => {
  const last = order.steps.at(-1);
  return last?.kind === 'ship' && last.part;
};

/**
 * However the draws fell (a week of a dozen buyers may have no part shipment), the latest order of
 * the week that shipped and has more than one piece ships in part and still owes the rest, so that
 * 待发货 shows a 部分发货 on every first start.
 */
function withOneAwaitingTheRest(orders: PlannedOrder[], now: Date): void {
  if (orders.some(awaitsTheRest)) return;
  const weekStart = now.getTime() - AWAITING_REST_DAYS * DAY_MS;
  const order = orders.findLast(
    (candidate) =>
      candidate.steps[0]!.at.getTime() >= weekStart &&
      candidate.steps.some((step) => step.kind === 'ship') &&
      (candidate.lines.length > 1 || candidate.lines[0]!.number > 1),
  );
  const shipped = order?.steps.find((step) => step.kind === 'ship');
  if (!order || !shipped) return;
  order.steps = [order.steps[0]!, { at: shipped.at, kind: 'ship', part: true }];
}

function linesFor(buyer: HistoryBuyer, pool: readonly PoolGoods[], random: Random): PlannedLine[] {
  const count = random.pick([1, 1, 2, 2, 3]);
  const chosen = new Set<PoolGoods>();
  while (chosen.size < count) chosen.add(random.pick(pool));
  return [...chosen].map((goods) => ({
    goods,
    number: goods.packMultiple * random.int(buyer.packs[0], buyer.packs[1]),
  }));
}

function invoiceFor(buyer: HistoryBuyer, random: Random): InvoiceType {
  if (buyer.taxNo && random.chance(0.6)) return 2;
  return random.chance(0.75) ? 1 : 0;
}

/** What happens to one order, from its placing on. */
function stepsOf(placedAt: Date, recent: boolean, random: Random): Step[] {
  const roll = random.next();
  if (roll < 0.06) {
    return [
      { at: placedAt, kind: 'place', pay: false },
      { at: later(placedAt, 40 * MINUTE_MS, 50 * MINUTE_MS, random), kind: 'expire' },
    ];
  }
  const steps: Step[] = [{ at: placedAt, kind: 'place', pay: true }];
  if (roll < 0.11) {
    steps.push({
      at: later(placedAt, HOUR_MS, 6 * HOUR_MS, random),
      kind: 'cancel',
      byOperator: random.chance(0.4),
    });
    return steps;
  }
  let at = later(placedAt, 16 * HOUR_MS, 30 * HOUR_MS, random);
  const inPart = random.chance(0.18);
  if (inPart) {
    steps.push({ at, kind: 'ship', part: true });
    at = later(at, DAY_MS, 3 * DAY_MS, random);
  }
  steps.push({ at, kind: 'ship', part: false });
  if (random.chance(0.12)) at = afterSale(steps, at, random);
  steps.push({ at: later(at, DAY_MS, 4 * DAY_MS, random), kind: 'receive' });
  // Drawn all the same, so that the orders after it come out alike whatever the hour.
  return inPart && recent ? steps.slice(0, 2) : steps;
}

/** A request some days after the goods arrived, reviewed within the day; returns when it is over. */
function afterSale(steps: Step[], shippedAt: Date, random: Random): Date {
  const roll = random.next();
  const plan: AfterSalePlan =
    roll < 0.6
      ? { outcome: 'refunded', kind: 'refund' }
      : roll < 0.8
        ? { outcome: 'refunded', kind: 'return' }
        : roll < 0.9
          ? { outcome: 'rejected', kind: 'refund' }
          : { outcome: 'pending', kind: 'refund' };
  let at = later(shippedAt, DAY_MS, 3 * DAY_MS, random);
  steps.push({ at, kind: 'request', plan });
  if (plan.outcome === 'pending') return at;
  at = later(at, 2 * HOUR_MS, 20 * HOUR_MS, random);
  steps.push({ at, kind: 'review' });
  if (plan.kind === 'return') {
    at = later(at, 4 * HOUR_MS, DAY_MS, random);
    steps.push({ at, kind: 'send-back' });
    at = later(at, 2 * DAY_MS, 3 * DAY_MS, random);
    steps.push({ at, kind: 'receive-back' });
  }
  return at;
}
