import { Empty, Segmented, Skeleton, Table, type TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { FastBuyEntry } from '@yaocai/domain/contracts/order-responses';
import { GoodsImage } from '../../../components/goods-image';
import { LoadFailed } from '../../../components/load-failed';
import { MemberPage } from '../../../components/member-page';
import { paths } from '../../../config/paths';
import { dayjs } from '../../../lib/dayjs';
import { pageFrom } from '../../../lib/page-param';
import { OFTEN_BOUGHT_PAGE_SIZE, useOftenBought } from '../api/get-often-bought';
import { OftenBoughtRowActions } from '../components/often-bought-row-actions';
import '../orders.css';

const ORDERS = [
  { label: '购买次数最多', value: 1 },
  { label: '最近购买', value: 2 },
];

const columns: TableColumnsType<FastBuyEntry> = [
  {
    title: '商品',
    key: 'goods',
    render: (_, entry) => (
      <div className="yc-often-goods">
        <GoodsImage
          src={entry.goods?.goods_image[0] ?? entry.image ?? undefined}
          alt={entry.name}
          className="yc-often-image"
        />
        <div>
          {entry.goods ? (
            <Link to={paths.goodsDetail.getHref(entry.goods_id)}>{entry.name}</Link>
          ) : (
            entry.name
          )}
          <div className="yc-member-muted">
            {entry.ypgg} · {entry.sccj}
          </div>
        </div>
      </div>
    ),
  },
  {
    title: '购买记录',
    key: 'bought',
    width: 170,
    render: (_, entry) => (
      <>
        <div>
          {entry.times} 次，共 {entry.pieces}
          {entry.bzdw}
        </div>
        <div className="yc-member-muted">最近 {dayjs(entry.last_bought_at).format('YYYY-MM-DD')}</div>
      </>
    ),
  },
  {
    title: '当前价格',
    key: 'price',
    width: 120,
    render: (_, entry) =>
      entry.goods?.base_price ? <strong className="yc-often-price">¥{entry.goods.base_price}</strong> : '—',
  },
  {
    title: '库存',
    key: 'stock',
    width: 100,
    render: (_, entry) => (entry.goods ? `${entry.goods.number}${entry.bzdw}` : '—'),
  },
  {
    title: '采购',
    key: 'actions',
    width: 270,
    render: (_, entry) => <OftenBoughtRowActions entry={entry} />,
  },
];

function OftenBought() {
  const [params, setParams] = useSearchParams();
  const order = params.get('order') === '2' ? 2 : 1;
  const page = pageFrom(params.get('page'));
  const list = useOftenBought(order, page);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (list.isError)
    return <LoadFailed title="常购清单加载失败" error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.total === 0)
    return (
      <Empty description="还没有买过的商品，下单付款后会出现在这里">
        <Link to={paths.list.getHref()}>去逛逛</Link>
      </Empty>
    );
  return (
    <>
      <Segmented
        aria-label="排序"
        options={ORDERS}
        value={order}
        onChange={(next) => setParams(next === 2 ? { order: '2' } : {})}
        style={{ marginBottom: 12 }}
      />
      <Table<FastBuyEntry>
        rowKey="goods_id"
        columns={columns}
        dataSource={list.data.list}
        loading={list.isPlaceholderData}
        pagination={{
          current: page,
          pageSize: OFTEN_BOUGHT_PAGE_SIZE,
          total: list.data.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => setParams({ ...(order === 2 ? { order: '2' } : {}), page: String(next) }),
        }}
      />
    </>
  );
}

/** 常购清单: the goods the buyer has bought, with today's price and stock, to buy again in a click. */
export function OftenBoughtPage() {
  return (
    <MemberPage title="常购清单" panel>
      <OftenBought />
    </MemberPage>
  );
}
