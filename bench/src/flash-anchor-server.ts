// The anchor of a flash sale's start: the rows a one-line flash order writes, and nothing else, behind
// Fastify and pg with no application around them. POST /flash-anchor {user, units} runs one pg
// transaction: the order and its line inserted, then the sale's units and the buyer's count taken in
// one conditional statement and the stock by a conditional update (the shop's order of writes, so the
// sale's row is held as long), committed or rolled back. The shop's rush is reported beside the same
// rush at this anchor, on the same machine a minute apart. Like the shop's door, once a take finds the
// sale sold out the process refuses the rest without the database: the least a correct server can do. `GET /bare` answers without the database;
// `warm: true` runs the transaction and rolls it back (statements prepared, nothing kept).
import Fastify from 'fastify';
import pg from 'pg';

const [port, saleId, goodsId, warehouseId] = process.argv.slice(2).map(Number);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !saleId || !goodsId || !warehouseId) {
  throw new Error('usage: flash-anchor-server <port> <sale> <goods> <warehouse>, with DATABASE_URL');
}
/** Set once a take finds no unit left: the rest are refused without the database. */
let soldOut = false;
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_MAX ?? 4) });

const INSERT_ORDER = `insert into orders (order_no, user_id, idempotency_key, address, invoice, goods_fen, manjian_fen,
    coupon_fen, freight_fen, payable_fen, pay_deadline)
  values ($1, $2, $1, '{}', '{}', $3, 0, 0, 0, $3, now() + interval '30 minutes') returning id`;
const INSERT_LINE = `insert into order_lines (order_id, type, goods_id, flash_sale_id, warehouse_id, warehouse_name,
    name, sccj, ypgg, bzdw, number, unit_price_fen, manjian_share_fen, coupon_share_fen, amount_fen)
  values ($1, 1, $2, $3, $4, '仓库', '商品', '厂家', '规格', '盒', $5, 100, 0, 0, $5 * 100)`;
const TAKE_UNITS = `with sale as (
    update flash_sales set sold_units = sold_units + $2
    where id = $1 and starts_at <= clock_timestamp() and ends_at > clock_timestamp()
      and sold_units + $2 <= total_units
    returning limit_per_buyer
  ), buyer as (
    insert into flash_sale_buyers (flash_sale_id, user_id, units) select $1, $3, $2 from sale
    on conflict (flash_sale_id, user_id) do update set units = flash_sale_buyers.units + excluded.units
    where flash_sale_buyers.units + excluded.units <= (select limit_per_buyer from sale)
    returning units
  )
  select (select limit_per_buyer from sale) as per_buyer, (select units from buyer) as units`;
const TAKE_STOCK = `update goods_stock set stock = stock - $3 where goods_id = $1 and warehouse_id = $2 and stock >= $3`;

async function placeOne(client: pg.PoolClient, user: number, units: number, warm: boolean): Promise<boolean> {
  await client.query('begin');
  try {
    const key = `flash-anchor-${saleId}-${user}`;
    const { rows } = await client.query<{ id: number }>({
      name: 'order',
      text: INSERT_ORDER,
      values: [key, user, units * 100],
    });
    await client.query({
      name: 'line',
      text: INSERT_LINE,
      values: [rows[0]!.id, goodsId, saleId, warehouseId, units],
    });
    const taken = await client.query<{ per_buyer: number | null; units: number | null }>({
      name: 'units',
      text: TAKE_UNITS,
      values: [saleId, units, user],
    });
    const stock = await client.query({
      name: 'stock',
      text: TAKE_STOCK,
      values: [goodsId, warehouseId, units],
    });
    if (!warm && taken.rows[0]!.per_buyer === null) soldOut = true;
    if (warm || taken.rows[0]?.units == null || stock.rowCount !== 1) {
      await client.query('rollback');
      return false;
    }
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 10000, msg: 'success', data: null }));
app.post<{ Body: { user: number; units: number; warm?: boolean } }>(
  '/flash-anchor',
  async (request, reply) => {
    if (soldOut) return reply.code(422).send({ code: 20000, msg: '秒杀商品已抢光', data: null });
    const client = await pool.connect();
    try {
      const placed = await placeOne(
        client,
        request.body.user,
        request.body.units,
        request.body.warm === true,
      );
      if (!placed) return reply.code(422).send({ code: 20000, msg: '秒杀商品已抢光', data: null });
      return { code: 10000, msg: '订单提交成功', data: null };
    } finally {
      client.release();
    }
  },
);
app.addHook('onClose', () => pool.end());
await app.listen({ host: '127.0.0.1', port });
