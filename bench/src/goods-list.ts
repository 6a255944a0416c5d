// The console's goods list over the generated catalogue, on PostgreSQL: its sorts and filters,
// the stock ones (库存 sort, 无库存, 库存不足) read from the totals kept per goods (decision 020).
import pg from 'pg';
import { benchConsoleCalls, type ConsoleCall, type ConsoleListBenchOptions } from './console-calls.ts';

const PORT = 3233;
const ANCHOR_PORT = 3234;

/** The category and the brand with the most goods, and how many goods there are. */
async function catalogueShape(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const goods = await client.query(`select count(*)::int as n from goods`);
    const category = await client.query(
      `select unnest(category_ids) as id from goods group by 1 order by count(*) desc limit 1`,
    );
    const brand = await client.query(
      `select brand_id as id from goods where brand_id is not null group by brand_id order by count(*) desc limit 1`,
    );
    return { goods: goods.rows[0].n as number, categoryId: category.rows[0]?.id, brandId: brand.rows[0]?.id };
  } finally {
    await client.end();
  }
}

export async function benchGoodsList(options: ConsoleListBenchOptions): Promise<boolean> {
  const shape = await catalogueShape(options.databaseUrl);
  console.log(`Goods in the database: ${shape.goods.toLocaleString('en')}`);
  const list = '/api/admin/goods';
  const calls: ConsoleCall[] = [
    { name: 'newest first, page 1', path: list },
    { name: 'newest first, page 50', path: `${list}?page=50` },
    { name: '库存 largest first', path: `${list}?sort=stock&order=desc` },
    { name: '库存 smallest first, page 20', path: `${list}?sort=stock&order=asc&page=20` },
    { name: '无库存', path: `${list}?stock=zero` },
    { name: '库存不足, by 销量', path: `${list}?stock=low&sort=sales&order=desc` },
    {
      name: '价格 ¥10–¥20, cheapest first',
      path: `${list}?price_min=1000&price_max=2000&sort=price&order=asc`,
    },
    {
      name: 'the largest category, by 更新时间',
      path: `${list}?category_id=${shape.categoryId}&sort=updated_at`,
    },
    {
      name: 'the largest brand, on sale, by 库存',
      path: `${list}?brand_id=${shape.brandId}&on_sale=1&sort=stock`,
    },
    { name: 'search 颗粒, 库存不足', path: `${list}?keywords=${encodeURIComponent('颗粒')}&stock=low` },
  ];
  return benchConsoleCalls(calls, options, { port: PORT, anchorPort: ANCHOR_PORT });
}
