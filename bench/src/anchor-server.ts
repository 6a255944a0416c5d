// The anchor: Fastify and pg doing the least a database-backed route can do, one primary-key read of a
// goods row, prepared, answered as JSON. Every scenario is reported as a ratio to it, so a figure means
// the same on a busy machine as on a quiet one.
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.argv[2] ?? 3298);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('the anchor needs DATABASE_URL (PostgreSQL)');
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_MAX ?? 4) });
const { rows } = await pool.query<{ max: number | null }>('select max(id) as max from goods');
const goodsCount = rows[0]?.max ?? 0;
if (goodsCount === 0) throw new Error('the anchor needs goods: seed the catalogue first (bench/README.md)');

const app = Fastify({ logger: false });
let next = 0;
app.get('/anchor', async () => {
  next = (next % goodsCount) + 1;
  const result = await pool.query({
    name: 'anchor_goods_by_id',
    text: 'select id, name, base_price_fen from goods where id = $1',
    values: [next],
  });
  return { code: 10000, msg: 'success', data: result.rows[0] ?? null };
});
app.addHook('onClose', () => pool.end());
await app.listen({ host: '127.0.0.1', port });
