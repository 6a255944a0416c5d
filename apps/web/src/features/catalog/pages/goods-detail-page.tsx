import { Button, Descriptions, Result, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { AskServiceButton } from '../../../components/ask-service-button';
import { HomeButton } from '../../../components/home-button';
import { usePageTitle } from '../../../lib/page-title';
import { useGoodsDetail } from '../api/get-goods-detail';
import { useCommonConfig } from '../../../lib/common-config';
import { detailTrail } from '../breadcrumb-trail';
import { Breadcrumb } from '../components/breadcrumb';
import { GoodsGallery } from '../components/goods-gallery';
import { GoodsPurchase } from '../components/goods-purchase';
import { GoodsTags } from '../../../components/goods-tags';
import type { GoodsDetail } from '@yaocai/domain/contracts/catalog';
import '../catalog.css';

const isGoodsId = (value: string | undefined): value is string =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value);

function GoodsNotFound() {
  return (
    <div className="yc-container yc-panel">
      <Result status="404" title="商品不存在" subTitle="该商品不存在或已下架" extra={<HomeButton />} />
    </div>
  );
}

function GoodsFields({ goods }: { goods: GoodsDetail }) {
  const items = [
    ['通用名称', goods.name],
    ['规格', goods.ypgg],
    ['单位', goods.bzdw],
    ['中包装', `${goods.zbz}${goods.bzdw}`],
    ['生产厂家', goods.sccj],
    ['批准文号', goods.approval_number],
    ['品牌', goods.brand?.name],
    ['经营范围类别', goods.business_scope],
    ['批号', goods.batch_number],
    ['生产日期', goods.produced_on],
    ['有效期至', goods.expires_on],
  ] as const;
  return (
    <Descriptions
      className="yc-goods-fields"
      bordered
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={items.map(([label, value]) => ({ key: label, label, children: value || '—' }))}
    />
  );
}

export function GoodsDetailPage() {
  const { id } = useParams();
  const valid = isGoodsId(id);
  const detail = useGoodsDetail(valid ? id : '', valid);
  const common = useCommonConfig();
  usePageTitle(detail.data?.name);

  if (!valid) return <GoodsNotFound />;
  if (detail.isPending) {
    return (
      <div className="yc-container yc-detail" aria-busy="true" aria-label="商品加载中">
        <Skeleton.Image active className="yc-gallery-skeleton" />
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (detail.isError) {
    const error = isApiError(detail.error) ? detail.error : null;
    if (error && (error.code === 404 || error.status === 404)) return <GoodsNotFound />;
    return (
      <div className="yc-container yc-panel">
        <Result
          status="error"
          title="商品加载失败"
          subTitle={error?.msg || '请稍后再试'}
          extra={
            <Button type="primary" onClick={() => void detail.refetch()}>
              重新加载
            </Button>
          }
        />
      </div>
    );
  }

  const goods = detail.data;
  return (
    <div className="yc-container yc-goods-detail-page">
      <Breadcrumb trail={detailTrail(goods, common.data)} />
      <div className="yc-detail">
        <GoodsGallery key={goods.id} images={goods.goods_image} name={goods.name} />
        <div className="yc-detail-info">
          <h1 className="yc-detail-title">
            <GoodsTags tags={goods.tags} />
            {goods.name}
          </h1>
          <p className="yc-detail-subtitle">
            {goods.ypgg} · {goods.sccj}
          </p>
          <AskServiceButton
            className="yc-detail-ask"
            size="small"
            offer={{
              type: 'goods',
              goods_id: goods.id,
              name: goods.name,
              detail: `${goods.ypgg} · ${goods.sccj}`,
              image: goods.goods_image[0] ?? null,
            }}
          />
          <GoodsPurchase key={goods.id} goods={goods} />
        </div>
      </div>
      <section className="yc-detail-section" aria-labelledby="yc-detail-fields">
        <h2 id="yc-detail-fields">商品信息</h2>
        <GoodsFields goods={goods} />
      </section>
    </div>
  );
}
