import { and, asc, desc, eq, getTableColumns, inArray, like, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { Executor } from '../../db/client.ts';
import type { OrderRow } from './order-wire.ts';
import {
  orderLineCancellations,
  orderLineNames,
  orderLines,
  orders,
  ordersByLineName,
  orderStateCounts,
  shipmentLines,
} from './orders.tables.ts';
import { escapeLike } from '../../db/like.ts';

/** The goods names bought on order lines that contain `keywords`, in any case (the names are kept lower-cased). */
const namesContaining = (keywords: string): SQL =>
  sql`select ${orderLineNames.id} from ${orderLineNames} where ${orderLineNames.name} like lower(${`%${escapeLike(keywords)}%`})`;

/** The ids and states of the orders with a line whose goods name contains `keywords`, read from the search index alone. */
const ordersNamed = (keywords: string): SQL =>
  sql`select ${ordersByLineName.orderId} as id, ${ordersByLineName.status} as status from ${ordersByLineName}
      where ${ordersByLineName.nameId} in (${namesContaining(keywords)})`;

/** Orders with a line whose goods name contains `keywords`, in any case. */
export const hasLineNamed = (keywords: string): SQL =>
  sql`${orders.id} in (select ${ordersByLineName.orderId} from ${ordersByLineName}
      where ${ordersByLineName.nameId} in (${namesContaining(keywords)}))`;

/** Which orders a list holds: those meeting `where` and, when either is given, at least one of `anyOf` or a line named with `lineNamed`. */
export interface OrderFilter {
  where?: SQL | undefined;
  anyOf?: SQL[] | undefined;
  lineNamed?: string | undefined;
  /** `where` names a span of days or amounts (namesASpan): its matches are found first, then sorted. */
  spans?: boolean | undefined;
}

/**
 * The ways an order matches the console's keywords: its number starts with them, a goods name on it
 * contains them, or it is one of `buyerIds`' (the buyers whose company or phone matched). Each is
 * served by its own index (a prefix index on the number, the orders by line name, the buyer's), so a
 * search of a million orders reads only what matches.
 */
export const orderSearch = (
  keywords: string,
  buyerIds: readonly number[],
): { anyOf: SQL[]; lineNamed: string } => ({
  anyOf: [
    like(orders.orderNo, `${escapeLike(keywords)}%`),
    ...(buyerIds.length > 0 ? [inArray(orders.userId, [...buyerIds])] : []),
  ],
  lineNamed: keywords,
});

/**
 * Of a part-shipped order (部分发货), the pieces still owed: each line's ordered less shipped less
 * cancelled, never below 0, as the order's detail counts them; null for any other order. Worked out
 * in the page's own query, from the lines, shipments and cancellations by their order and line
 * indexes, and only for the page's part-shipped orders (a CASE runs its subquery only when it applies).
 * The order's id is named with its table: a query of one table writes its columns bare, and a bare
 * id inside the subquery would be the line's.
 */
const owedPieces = sql<
  number | null
>`case when ${orders.status} = ${ORDER_STATUS.toShip} and ${orders.shippedAt} is not null then (
  select coalesce(sum(greatest(0, l.number
    - coalesce((select sum(s.number) from ${shipmentLines} s where s.order_line_id = l.id), 0)
    - coalesce((select sum(c.number) from ${orderLineCancellations} c where c.order_line_id = l.id), 0))), 0)::integer
  from ${orderLines} l where l.order_id = ${orders}.id) end`;

/** An order as lists read it: its row, and what it still owes when part of it has shipped. */
export type ListedOrder = OrderRow & { owedPieces: number | null };
const listedColumns = { ...getTableColumns(orders), owedPieces };

type StateCount = { status: number; n: number };
type StatePage = { rows: ListedOrder[]; byState: StateCount[] };

/** How a page is ordered: by 下单时间 (the id, which follows it) or by 应付金额, then the id. */
export interface OrderSorting {
  sort: 'created_at' | 'payable';
  order: 'asc' | 'desc';
}
const NEWEST_FIRST: OrderSorting = { sort: 'created_at', order: 'desc' };

const directionOf = ({ order }: OrderSorting): SQL => (order === 'asc' ? sql`asc` : sql`desc`);

/** The page's order as columns of `orders` (the amount index `orders_payable_idx` holds both). */
function sortedBy({ sort, order }: OrderSorting): SQL[] {
  const by = order === 'asc' ? asc : desc;
  return sort === 'payable' ? [by(orders.payableFen), by(orders.id)] : [by(orders.id)];
}

/** Rows read by id, put back in the order their ids were found in. */
const inOrderOf = (ids: readonly number[], rows: ListedOrder[]): ListedOrder[] => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/**
 * Orders meeting `where` (every order when undefined), with no search: the page read down the
 * primary key or the amount index (or a filter's own index), and the counts per state kept by
 * triggers for every order, or counted of the filtered ones, each filter's index holding the state
 * (orders_pay_method_idx, orders_region_idx…) so that the count reads the index alone.
 */
async function pageOfFiltered(
  db: Executor,
  where: SQL | undefined,
  inState: SQL | undefined,
  sorting: OrderSorting,
  limit: number,
  offset: number,
): Promise<StatePage> {
  const [rows, byState] = await Promise.all([
    db
      .select(listedColumns)
      .from(orders)
      .where(and(where, inState))
      .orderBy(...sortedBy(sorting))
      .limit(limit)
      .offset(offset),
    where === undefined
      ? db
          .select({ status: orderStateCounts.status, n: sql<number>`sum(${orderStateCounts.n})::integer` })
          .from(orderStateCounts)
          .groupBy(orderStateCounts.status)
      : db
          .select({ status: orders.status, n: sql<number>`count(*)::integer` })
          .from(orders)
          .where(where)
          .groupBy(orders.status),
  ]);
  return { rows, byState };
}

/**
 * The matching orders' ids and states, each once. Each of `anyOf`, and the line names, is
 * its own scan and the scans are united: one scan of their OR would recheck every condition on every
 * row it visits, three times the work. Without `where` the orders by line name hold all a search by
 * goods name needs; with it, the orders are read to apply it.
 */
function matchingOrders({ where, anyOf, lineNamed }: OrderFilter): SQL {
  const ofOrders = (condition: SQL | undefined) =>
    sql`select ${orders.id} as id, ${orders.status} as status from ${orders} where ${condition ?? sql`true`}`;
  const scans = (anyOf ?? []).map((branch) => ofOrders(and(where, branch)));
  if (lineNamed !== undefined)
    scans.push(where === undefined ? ordersNamed(lineNamed) : ofOrders(and(where, hasLineNamed(lineNamed))));
  if (scans.length === 0) return ofOrders(where);
  // An order found in two ways, or under two of its names in the index, is one order.
  if (scans.length > 1) return sql.join(scans, sql` union `);
  return where === undefined && lineNamed !== undefined
    ? sql`select distinct id, status from (${scans[0]}) as found`
    : scans[0]!;
}

/** No search: every order, or those meeting the filters alone. */
const isUnsearched = ({ anyOf, lineNamed }: OrderFilter) => anyOf === undefined && lineNamed === undefined;

/**
 * Read down an index newest first (or by amount) until the page is full, the counts taken apart:
 * every order, or orders of a state, payment method, region or buyers, which are many and spread
 * over time. A search or a span of days or amounts finds its matches first instead.
 */
const isReadInOrder = (filter: OrderFilter) => isUnsearched(filter) && !filter.spans;

/** Every order: no condition, no search. */
const isEveryOrder = (filter: OrderFilter) => filter.where === undefined && isUnsearched(filter);

/**
 * A page of the matching orders in `inState`, as (id, key) with the key it is ordered by: newest
 * first from the matches alone, or by amount, which reads each match's order row.
 */
function pageOf(sorting: OrderSorting, inState: SQL, limit: number, offset: number): SQL {
  const direction = directionOf(sorting);
  return sorting.sort === 'created_at'
    ? sql`select id, id as key from matching where ${inState}
        order by id ${direction} limit ${limit} offset ${offset}`
    : sql`select matching.id, ${orders.payableFen} as key from matching join ${orders} on ${orders.id} = matching.id
        where ${inState} order by ${orders.payableFen} ${direction}, matching.id ${direction} limit ${limit} offset ${offset}`;
}

/**
 * The orders that match, found once for both their counts per state and the ids of the page, then
 * the page's rows by primary key.
 */
async function pageOfMatching(
  db: Executor,
  filter: OrderFilter,
  state: number,
  sorting: OrderSorting,
  limit: number,
  offset: number,
): Promise<StatePage> {
  const inState = state === 0 ? sql`true` : sql`matching.status = ${state}`;
  const direction = directionOf(sorting);
  const { rows: found } = (await db.execute(sql`
    with matching as materialized (${matchingOrders(filter)})
    select
      (select coalesce(json_agg(json_build_object('status', status, 'n', n)), '[]'::json)
         from (select status, count(*)::integer as n from matching group by status) counted) as by_state,
      (select coalesce(json_agg(id order by key ${direction}, id ${direction}), '[]'::json)
         from (${pageOf(sorting, inState, limit, offset)}) paged) as ids
  `)) as unknown as { rows: { by_state: StateCount[]; ids: number[] }[] };
  const { by_state: byState, ids } = found[0]!;
  const rows =
    ids.length > 0 ? await db.select(listedColumns).from(orders).where(inArray(orders.id, ids)) : [];
  return { rows: inOrderOf(ids, rows), byState };
}

/**
 * One page of the orders that match, newest first unless `sorting` says otherwise, in `state` (0: any
 * state), and how many match in each state (key '0': all of them).
 */
export async function ordersByState(
  db: Executor,
  filter: OrderFilter,
  query: { state: number; page: number; page_size: number },
  sorting: OrderSorting = NEWEST_FIRST,
): Promise<{ rows: ListedOrder[]; counts: Record<string, number> }> {
  const offset = (query.page - 1) * query.page_size;
  const { rows, byState } = isReadInOrder(filter)
    ? await pageOfFiltered(
        db,
        filter.where,
        query.state === 0 ? undefined : eq(orders.status, query.state),
        sorting,
        query.page_size,
        offset,
      )
    : await pageOfMatching(db, filter, query.state, sorting, query.page_size, offset);
  const counts: Record<string, number> = { '0': 0 };
  for (const status of Object.values(ORDER_STATUS)) counts[String(status)] = 0;
  for (const { status, n } of byState) {
    counts[String(status)] = n;
    counts['0']! += n;
  }
  return { rows, counts };
}

/**
 * The ids of up to `limit` matching orders in `state` (0: any) older than `beforeId`, newest first:
 * a page of an export, read by id so that orders placed meanwhile do not shift it.
 */
export async function idsBefore(
  db: Executor,
  filter: OrderFilter,
  state: number,
  beforeId: number,
  limit: number,
): Promise<number[]> {
  const inState = state === 0 ? sql`true` : sql`status = ${state}`;
  const matching = isEveryOrder(filter)
    ? sql`select ${orders.id} as id, ${orders.status} as status from ${orders}`
    : matchingOrders(filter);
  const { rows } = (await db.execute(sql`
    select id from (${matching}) as matching
    where ${inState} and id < ${beforeId}
    order by id desc limit ${limit}
  `)) as unknown as { rows: { id: number }[] };
  return rows.map((row) => row.id);
}
