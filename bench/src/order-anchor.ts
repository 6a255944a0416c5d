// The anchor of order submission: the rows a 50-line order writes, and nothing else, in one pg
// transaction with no application around it: the order inserted, its lines inserted in one statement,
// and the stock taken line by line by conditional updates (`… where stock >= n`, rolled back when one
// finds too little), in key order so that concurrent transactions cannot deadlock. Submission through
// the shop is reported as a share of it, measured in the same run on the same carts and connections.
import pg from 'pg';
import type { StockDemand } from './order-buyers.ts';

export interface AnchorOrder {
  userId: number;
  lines: StockDemand[];
}

export interface AnchorResult {
  orders: number;
  seconds: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
}

const INSERT_ORDER = `insert into orders (order_no, user_id, idempotency_key, address, invoice, goods_fen, manjian_fen,
    coupon_fen, freight_fen, payable_fen, pay_deadline)
  values ($1, $2, $3, '{}', '{}', $4, 0, 0, 0, $4, now() + interval '30 minutes') returning id`;
const INSERT_LINES = `insert into order_lines (order_id, type, goods_id, warehouse_id, warehouse_name, name, sccj, ypgg,
    bzdw, number, unit_price_fen, manjian_share_fen, coupon_share_fen, amount_fen)
  select $1, 0, g, w, '仓库', '商品', '厂家', '规格', '盒', n, 100, 0, 0, n * 100
  from unnest($2::integer[], $3::integer[], $4::integer[]) as v(g, w, n)`;
const TAKE_STOCK = `update goods_stock set stock = stock - $3 where goods_id = $1 and warehouse_id = $2 and stock >= $3`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function placeOne(client: pg.PoolClient, order: AnchorOrder, key: string): Promise<void> {
  const lines = [...order.lines].sort((a, b) => a.goodsId - b.goodsId || a.warehouseId - b.warehouseId);
  await client.query('begin');
  try {
    const total = lines.reduce((sum, line) => sum + line.pieces * 100, 0);
    const { rows } = await client.query<{ id: number }>({
      name: 'anchor_order',
      text: INSERT_ORDER,
      values: [key, order.userId, key, total],
    });
    await client.query({
      name: 'anchor_lines',
      text: INSERT_LINES,
      values: [
        rows[0]!.id,
        lines.map((l) => l.goodsId),
        lines.map((l) => l.warehouseId),
        lines.map((l) => l.pieces),
      ],
    });
    for (const line of lines) {
      const taken = await client.query({
        name: 'anchor_take_stock',
        text: TAKE_STOCK,
        values: [line.goodsId, line.warehouseId, line.pieces],
      });
      if (taken.rowCount !== 1) throw new Error(`too little stock of goods ${line.goodsId}`);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * Places the orders `concurrency` at a time over a pool of `poolMax` connections (the two instances'
 * pools together); each order's time includes its wait for a connection, as a request's does.
 */
export async function measureOrderAnchor(
  databaseUrl: string,
  orders: AnchorOrder[],
  options: { poolMax: number; concurrency: number; runId: string },
): Promise<AnchorResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolMax });
  try {
    const times: number[] = [];
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < orders.length; i = next++) {
        const began = performance.now();
        const client = await pool.connect();
        try {
          await placeOne(client, orders[i]!, `anchor-${options.runId}-${i}`);
        } finally {
          client.release();
        }
        times.push(performance.now() - began);
      }
    };
    const begin = performance.now();
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const seconds = (performance.now() - begin) / 1000;
    times.sort((a, b) => a - b);
    return {
      orders: orders.length,
      seconds,
      ordersPerSecond: orders.length / seconds,
      p50: Math.round(percentile(times, 50)),
      p99: Math.round(percentile(times, 99)),
    };
  } finally {
    await pool.end();
  }
}
