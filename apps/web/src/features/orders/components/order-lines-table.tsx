import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { OrderDetailLine as OrderLine } from '@yaocai/domain/contracts/order-responses';
import { GoodsImage } from '../../../components/goods-image';
import { paths } from '../../../config/paths';
import { minusYuan, yuan } from '../order-display';

function LineGoods({ line }: { line: OrderLine }) {
  return (
    <div className="yc-orders-line-goods">
      <GoodsImage className="yc-orders-thumb" src={line.image ?? undefined} alt={line.name} />
      {line.goods_id === null ? (
        <span>{line.name}</span>
      ) : (
        <Link to={paths.goodsDetail.getHref(line.goods_id)}>{line.name}</Link>
      )}
    </div>
  );
}

/** Shipped, still owed and cancelled pieces of a line, as far as there are any. */
function LineShipping({ line }: { line: OrderLine }) {
  const parts = [
    `已发 ${line.shipped}${line.bzdw}`,
    ...(line.owed > 0 ? [`待发 ${line.owed}${line.bzdw}`] : []),
    ...(line.cancelled > 0 ? [`已取消 ${line.cancelled}${line.bzdw}（已退款）`] : []),
  ];
  return (
    <div className="yc-orders-line-shipping">
      <span className={line.owed > 0 ? 'yc-orders-owed' : undefined}>{parts.join(' · ')}</span>
      {line.lots.map((lot, index) => (
        <span key={index} className="yc-orders-muted">
          批号 {lot.batch_no} × {lot.number}，有效期至 {lot.expires_on}
        </span>
      ))}
    </div>
  );
}

const shippingColumn: TableColumnsType<OrderLine>[number] = {
  title: '发货情况',
  key: 'shipping',
  render: (_, line) => <LineShipping line={line} />,
};

const columns: TableColumnsType<OrderLine> = [
  { title: '商品', key: 'goods', render: (_, line) => <LineGoods line={line} /> },
  { title: '生产厂家', dataIndex: 'sccj', key: 'sccj' },
  { title: '规格', dataIndex: 'ypgg', key: 'ypgg' },
  { title: '仓库', dataIndex: 'warehouse', key: 'warehouse' },
  { title: '单价', dataIndex: 'price', key: 'price', render: (price: string) => yuan(price) },
  {
    title: '数量',
    key: 'number',
    render: (_, line) => `${line.number}${line.bzdw}`,
  },
  {
    title: '满减',
    dataIndex: 'goods_manjian_amount',
    key: 'manjian',
    render: (amount: string) => minusYuan(amount),
  },
  {
    title: '优惠券',
    dataIndex: 'coupon_amount',
    key: 'coupon',
    render: (amount: string) => minusYuan(amount),
  },
  { title: '小计', dataIndex: 'amount', key: 'amount', render: (amount: string) => yuan(amount) },
  { title: '赠品', dataIndex: 'gift', key: 'gift', render: (gift: string | null) => gift ?? '—' },
];

/** The order's lines; once anything has shipped or been cancelled, with what of each and its lots. */
export function OrderLinesTable({ lines }: { lines: OrderLine[] }) {
  const moved = lines.some((line) => line.shipped > 0 || line.cancelled > 0);
  const shown = moved ? [...columns.slice(0, 6), shippingColumn, ...columns.slice(6)] : columns;
  return (
    <section className="yc-orders-panel" aria-label="商品清单">
      <h2 className="yc-orders-panel-title">商品清单</h2>
      <Table<OrderLine> size="small" rowKey="id" columns={shown} dataSource={lines} pagination={false} />
    </section>
  );
}
