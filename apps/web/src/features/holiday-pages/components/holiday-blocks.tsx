import { Empty } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { HolidayPageBlockAnswer } from '@yaocai/domain/contracts/activity-holiday-page';
import { ActivityLink } from '../../../components/activity-link';
import { GoodsCardGrid } from '../../catalog';
import { CouponClaimList } from '../../coupons';
import '../holiday-pages.css';

function BannerBlock({ image, link, alt }: { image: string; link: string; alt: string }) {
  const picture = <img className="yc-holiday-banner-image" src={image} alt={alt} />;
  return (
    <div className="yc-holiday-banner">
      {link ? <ActivityLink url={link}>{picture}</ActivityLink> : picture}
    </div>
  );
}

/** One block of a 专题页: a banner, a goods grid, coupons to claim, or the rules. */
export function HolidayBlock({ block, pageName }: { block: HolidayPageBlockAnswer; pageName: string }) {
  const queryClient = useQueryClient();
  switch (block.type) {
    case 'banner':
      return <BannerBlock image={block.image} link={block.link} alt={pageName} />;
    case 'goods':
      return (
        <section className="yc-holiday-section" aria-label={block.title}>
          <h2>{block.title}</h2>
          {block.goods.length === 0 ? (
            <Empty description="活动商品已售罄或下架" />
          ) : (
            <GoodsCardGrid goods={block.goods} label={block.title} />
          )}
        </section>
      );
    case 'coupons':
      return (
        <section className="yc-holiday-section" aria-label={block.title}>
          <h2>{block.title}</h2>
          {block.coupons.length === 0 ? (
            <Empty description="优惠券已领完或已结束" />
          ) : (
            <CouponClaimList
              coupons={block.coupons}
              onClaimed={() => void queryClient.invalidateQueries({ queryKey: ['activity', 'page'] })}
            />
          )}
        </section>
      );
    case 'rules':
      return (
        <section className="yc-holiday-section yc-holiday-rules" aria-label={block.title}>
          <h2>{block.title}</h2>
          {/* Sanitised by the server (the content module's sanitiser); plain text keeps its lines. */}
          <div className="yc-holiday-rules-text" dangerouslySetInnerHTML={{ __html: block.html }} />
        </section>
      );
  }
}
