import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { GoodsCard } from '@yaocai/domain/contracts/catalog';
import { paths } from '../../../config/paths';
import { ladderHint, maxQuantity, normalizeQuantity, quantityAdjustment } from '../goods-display';
import { BuyActions } from './buy-actions';
import { GoodsPrice } from './goods-price';
import { FlashOffer } from '../../../components/flash-offer';
import { ShownGoodsTags } from '../../../components/goods-tags';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { StockHint } from './stock-hint';

export function GoodsTable({ list }: { list: GoodsCard[] }) {
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [adjustments, setAdjustments] = useState<Record<number, string | null>>({});
  const changeQuantity = (goods: GoodsCard, wanted: number) => {
    const taken = normalizeQuantity(wanted, goods.zbz, goods.number);
    setQuantities((current) => ({ ...current, [goods.id]: taken }));
    setAdjustments((current) => ({ ...current, [goods.id]: quantityAdjustment(wanted, taken, goods) }));
  };
  const quantityOf = (goods: GoodsCard) =>
    quantities[goods.id] ?? normalizeQuantity(goods.zbz, goods.zbz, goods.number);

  const columns: TableColumnsType<GoodsCard> = [
    {
      title: '商品名称',
      key: 'name',
      render: (_, goods) => (
        <Link to={paths.goodsDetail.getHref(goods.id)} className="yc-goods-row-name">
          <ShownGoodsTags goods={goods} />
          {goods.name}
        </Link>
      ),
    },
    { title: '规格', dataIndex: 'ypgg', key: 'ypgg', width: 130 },
    { title: '生产厂家', dataIndex: 'sccj', key: 'sccj', width: 170 },
    { title: '效期', key: 'expires_on', width: 100, render: (_, goods) => goods.expires_on ?? '—' },
    {
      title: '库存',
      key: 'number',
      width: 90,
      render: (_, goods) => (
        <span className="yc-goods-row-stock">
          {goods.number}
          <StockHint stock={goods.number} zbz={goods.zbz} />
        </span>
      ),
    },
    {
      title: '价格',
      key: 'price',
      width: 130,
      render: (_, goods) => {
        const hint = ladderHint(goods, quantityOf(goods));
        return (
          <>
            <GoodsPrice goods={goods} />
            {hint && <div className="yc-ladder-hint">{hint}</div>}
          </>
        );
      },
    },
    {
      title: '中包装',
      key: 'zbz',
      width: 70,
      render: (_, goods) => `${goods.zbz}${goods.bzdw}`,
    },
    {
      title: '数量',
      key: 'quantity',
      width: 130,
      render: (_, goods) => (
        <>
          <QuantityStepper
            value={quantityOf(goods)}
            onChange={(wanted) => changeQuantity(goods, wanted)}
            step={goods.zbz}
            max={maxQuantity(goods.number, goods.zbz)}
            disabled={goods.number < goods.zbz}
          />
          <div className="yc-ladder-hint yc-purchase-adjusted" role="status">
            {adjustments[goods.id]}
          </div>
        </>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, goods) => (
        <>
          <BuyActions goods={goods} quantity={quantityOf(goods)} />
          <FlashOffer goodsId={goods.id} />
        </>
      ),
    },
  ];

  return (
    <Table<GoodsCard>
      className="yc-goods-table"
      rowKey="id"
      columns={columns}
      dataSource={list}
      pagination={false}
      size="middle"
    />
  );
}
