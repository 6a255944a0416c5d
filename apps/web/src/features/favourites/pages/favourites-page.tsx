import { Button, Empty, Popconfirm, Skeleton, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { GoodsCard } from '@yaocai/domain/contracts/catalog';
import { LoadFailed } from '../../../components/load-failed';
import { GoodsImage } from '../../../components/goods-image';
import { MemberPage } from '../../../components/member-page';
import { pageFrom } from '../../../lib/page-param';
import { paths } from '../../../config/paths';
import { useAddToCart } from '../../../lib/add-to-cart';
import { useFavouriteChange } from '../../../lib/favourites';
import { message, modal } from '../../../lib/feedback';
import { FAVOURITES_PAGE_SIZE, useFavourites } from '../api/get-favourites';
import '../favourites.css';

function AddToCart({ goods }: { goods: GoodsCard }) {
  const add = useAddToCart();
  const soldOut = goods.number < goods.zbz;
  return (
    <Button
      type="primary"
      size="small"
      disabled={!goods.is_buy || soldOut}
      title={!goods.is_buy ? (goods.price_tip ?? '暂不可购买') : soldOut ? '暂时缺货' : undefined}
      loading={add.isPending}
      onClick={() => add.mutate({ goods_id: goods.id, number: goods.zbz })}
    >
      加入购物车
    </Button>
  );
}

function FavouritesView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const favourites = useFavourites(page);
  const change = useFavouriteChange();
  const [selected, setSelected] = useState<number[]>([]);

  const cancel = (goodsIds: number[]) =>
    change.mutateAsync(
      { goodsIds, keep: false },
      {
        onSuccess: ({ msg }) => {
          void message.success(msg || '取消收藏成功');
          setSelected((ids) => ids.filter((id) => !goodsIds.includes(id)));
        },
      },
    );

  if (favourites.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (favourites.isError) {
    return (
      <LoadFailed title="收藏加载失败" error={favourites.error} onRetry={() => void favourites.refetch()} />
    );
  }
  const { list, total } = favourites.data;
  if (total === 0) {
    return (
      <Empty description="还没有收藏的商品">
        <Link to={paths.list.getHref()}>去逛逛</Link>
      </Empty>
    );
  }

  const columns: TableColumnsType<GoodsCard> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, goods) => (
        <div className="yc-favourite-goods">
          <GoodsImage src={goods.goods_image[0]} alt={goods.name} className="yc-favourite-image" />
          <div>
            <Link to={paths.goodsDetail.getHref(goods.id)} className="yc-favourite-name">
              {goods.name}
            </Link>
            <div className="yc-favourite-meta">
              {goods.ypgg} · {goods.sccj}
            </div>
          </div>
        </div>
      ),
    },
    {
      title: '价格',
      key: 'price',
      width: 140,
      render: (_, goods) =>
        goods.base_price === null ? (
          <span className="yc-favourite-tip">{goods.price_tip ?? '暂无报价'}</span>
        ) : (
          <>
            <strong className="yc-favourite-price">¥{goods.base_price}</strong>
            {goods.price_tip && <div className="yc-favourite-tip">{goods.price_tip}</div>}
          </>
        ),
    },
    {
      title: '库存',
      key: 'stock',
      width: 110,
      render: (_, goods) => (goods.number > 0 ? `${goods.number}${goods.bzdw}` : '暂时缺货'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      render: (_, goods) => (
        <span className="yc-favourite-actions">
          <AddToCart goods={goods} />
          <Popconfirm
            title={`取消收藏“${goods.name}”？`}
            okText="取消收藏"
            cancelText="保留"
            onConfirm={() => cancel([goods.id])}
          >
            <Button size="small">取消收藏</Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <>
      <div className="yc-favourites-bar">
        <span>
          共 {total} 件，已选 {selected.length} 件
        </span>
        <Button
          disabled={selected.length === 0}
          onClick={() =>
            modal.confirm({
              title: `确定取消收藏选中的${selected.length}件商品吗？`,
              okText: '取消收藏',
              cancelText: '保留',
              onOk: () => cancel(selected),
            })
          }
        >
          批量取消收藏
        </Button>
      </div>
      <Table<GoodsCard>
        rowKey="id"
        columns={columns}
        dataSource={list}
        loading={favourites.isPlaceholderData}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        pagination={{
          current: page,
          pageSize: FAVOURITES_PAGE_SIZE,
          total,
          showSizeChanger: false,
          onChange: (next) => {
            setSelected([]);
            setSearchParams({ page: String(next) });
          },
        }}
      />
    </>
  );
}

/** /star: the goods the buyer keeps, with their prices and stock, to put in the cart or let go. */
export function FavouritesPage() {
  return (
    <MemberPage title="我的收藏" panel>
      <FavouritesView />
    </MemberPage>
  );
}
