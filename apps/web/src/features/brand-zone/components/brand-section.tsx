import { useState } from 'react';
import { Empty, Pagination, Skeleton } from 'antd';
import type { BrandZoneBlock } from '@yaocai/domain/contracts/activity-brand-zone';
import { LoadFailed } from '../../../components/load-failed';
import { isApiError } from '../../../lib/api-client';
import { GoodsCardGrid } from '../../catalog';
import { usePreviewMode } from '../../../lib/preview-mode';
import { useBrandZone } from '../api/get-brand-zone';
import '../brand-zone.css';

export const BRAND_GOODS_PAGE_SIZE = 12;

export const brandAnchor = (brandId: number) => `pp-brand-${brandId}`;

function BrandGoods({ zone }: { zone: BrandZoneBlock }) {
  const [page, setPage] = useState(1);
  const goods = useBrandZone(zone.brand_id, page, BRAND_GOODS_PAGE_SIZE);
  if (goods.isPending) return <Skeleton active />;
  if (goods.isError) {
    if (isApiError(goods.error) && goods.error.status === 404)
      return <Empty description="该品牌活动已结束" />;
    return <LoadFailed title="品牌商品加载失败" error={goods.error} onRetry={() => void goods.refetch()} />;
  }
  const { list, total } = goods.data.goods;
  if (list.length === 0) return <Empty description="该品牌暂无在售商品" />;
  return (
    <>
      <GoodsCardGrid goods={list} label={`${zone.name}商品`} />
      {total > BRAND_GOODS_PAGE_SIZE && (
        <Pagination
          className="yc-pp-pagination"
          current={page}
          pageSize={BRAND_GOODS_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </>
  );
}

/**
 * One brand of the zone: its banner, logo and name, blurb, and its goods a page at a time; in an
 * operator's preview, the first page its block carries (the zone does not run yet).
 */
export function BrandSection({ zone, first = false }: { zone: BrandZoneBlock; first?: boolean }) {
  const loading = first ? 'eager' : 'lazy';
  const previewing = usePreviewMode();
  const headingId = `${brandAnchor(zone.brand_id)}-name`;
  return (
    <section id={brandAnchor(zone.brand_id)} className="yc-pp-brand" aria-labelledby={headingId}>
      <img className="yc-pp-banner" src={zone.banner} alt={`${zone.name}品牌横幅`} loading={loading} />
      <header className="yc-pp-brand-head">
        {zone.logo && <img className="yc-pp-logo" src={zone.logo} alt="" loading={loading} />}
        <h2 id={headingId}>{zone.name}</h2>
      </header>
      {zone.blurb && <p className="yc-pp-blurb">{zone.blurb}</p>}
      {previewing ? (
        <GoodsCardGrid goods={zone.goods} label={`${zone.name}商品`} />
      ) : (
        <BrandGoods zone={zone} />
      )}
    </section>
  );
}
