import { Alert, Result, Skeleton } from 'antd';
import { useParams } from 'react-router';
import type { ActivityPreview } from '@yaocai/domain/contracts/activity-preview-responses';
import { LoadFailed } from '../../../components/load-failed';
import { useActivityPreview } from '../api/get-activity-preview';
import { isApiError } from '../../../lib/api-client';
import { dayjs } from '../../../lib/dayjs';
import { PreviewMode } from '../../../lib/preview-mode';
import { useServerNow } from '../../../lib/server-clock';
import { BrandSection } from '../../brand-zone';
import { TradeUpPanel } from '../../cart';
import { DrawPreview } from '../../draws';
import { RankingPrizes, SignupForm, SignupIntro } from '../../eleven';
import { HolidayBlock } from '../../holiday-pages';
import { PointsItemCard } from '../../points-mall';
import { ActivityTerms } from '../../referral';
import { PackCard } from '../../combinations';
import { CouponTicket } from '../../coupons';
import { SessionPanel } from '../../flash-sale';
import { NewBuyerCard } from '../../new-buyer';
import { SpecialCard } from '../../special-price';
import { GiftTerms, ReductionTerms } from '../components/promotion-terms';
import '../activity-preview.css';

const TITLES: Record<ActivityPreview['kind'], string> = {
  flash_sale: '限时秒杀',
  special_price: '特价专区',
  coupon_campaign: '领券中心',
  combination: '组合专区',
  new_buyer: '新人专区',
  trade_up: '购物车 · 加价换购',
  holiday_page: '专题页',
  points_item: '积分商城',
  brand_zone: '品牌专区',
  prize_draw: '幸运抽奖',
  signup: '活动报名',
  ranking_contest: '排位赛',
  referral_reward: '老带新有礼',
  full_reduction: '满减满折',
  gift: '满赠',
};

/**
 * The activity in the shop page's own parts: /ms's session, /tjzq's and /xr's cards, /lq's ticket,
 * /zhzq's pack, the cart's 换购 panel, a 专题页's blocks, /jfsc's items, /pp's brands, /luckDraw's wheel,
 * /eleven/bm's form, /eleven/yw's prizes, /ldx's terms; 满减满折 and 满赠 as the cart words them.
 */
function Shown({ preview }: { preview: ActivityPreview }) {
  // As the buyer's page counts it: from the window's start when it has not begun yet.
  const clock = useServerNow();
  const now = Math.max(clock, Date.parse(preview.starts_at));
  if (preview.kind === 'flash_sale') return <SessionPanel session={preview.session} now={now} />;
  if (preview.kind === 'new_buyer') {
    return (
      <ul className="yc-newbuyer-list">
        {preview.goods.map((goods) => (
          <NewBuyerCard key={goods.id} goods={goods} qualifies />
        ))}
      </ul>
    );
  }
  if (preview.kind === 'trade_up') return <TradeUpPanel activity={preview.trade_up} />;
  if (preview.kind === 'prize_draw') return <DrawPreview draw={preview.draw} />;
  if (preview.kind === 'full_reduction')
    return <ReductionTerms name={preview.name} reduction={preview.reduction} />;
  if (preview.kind === 'gift') return <GiftTerms gifts={preview.gifts} />;
  if (preview.kind === 'referral_reward') return <ActivityTerms activity={preview.referral} />;
  if (preview.kind === 'ranking_contest') return <RankingPrizes {...preview.contest} />;
  if (preview.kind === 'signup') {
    const { title, description, cap } = preview.signup;
    return (
      <>
        <SignupIntro
          title={title}
          description={description}
          startsAt={preview.starts_at}
          endsAt={preview.ends_at}
          cap={cap}
          left={cap}
        />
        <SignupForm full={false} />
      </>
    );
  }
  if (preview.kind === 'brand_zone') {
    return (
      <div className="yc-pp">
        {preview.zones.map((zone) => (
          <BrandSection key={zone.brand_id} zone={zone} />
        ))}
      </div>
    );
  }
  if (preview.kind === 'points_item') {
    return (
      <ul className="yc-points-items">
        {preview.items.map((item) => (
          // As a buyer with enough points sees it.
          <PointsItemCard key={item.id} item={item} points={item.points} busy={false} onExchange={() => {}} />
        ))}
      </ul>
    );
  }
  if (preview.kind === 'holiday_page') {
    return (
      <div className="yc-holiday">
        {preview.blocks.map((block, index) => (
          <HolidayBlock key={index} block={block} pageName={preview.name} />
        ))}
      </div>
    );
  }
  if (preview.kind === 'combination') {
    return (
      <ul className="yc-pack-list">
        <PackCard pack={preview.pack} />
      </ul>
    );
  }
  if (preview.kind === 'special_price') {
    return (
      <ul className="yc-special-list">
        {preview.goods.map((goods) => (
          <SpecialCard key={goods.id} goods={goods} />
        ))}
      </ul>
    );
  }
  return (
    <ul className="yc-preview-coupons">
      <CouponTicket coupon={preview.coupon} note={`每人限领${preview.coupon.per_buyer_limit}张`} />
    </ul>
  );
}

/**
 * /preview/activity/{id}: an operator's look at an activity as buyers will see it once it runs, in the
 * shop's own page parts, before it is published. Buying and claiming are off.
 */
export function ActivityPreviewPage() {
  const id = Number(useParams().id);
  // Anything that is not an id asks for 0, which the server refuses with its message.
  const preview = useActivityPreview(Number.isSafeInteger(id) && id > 0 ? id : 0);
  if (preview.isPending) {
    return (
      <div className="yc-container yc-preview">
        <Skeleton active />
      </div>
    );
  }
  if (preview.isError) {
    const status = isApiError(preview.error) ? preview.error.status : 0;
    if (status === 401 || status === 403) {
      return (
        <div className="yc-container yc-preview">
          <Result
            status="403"
            title="无权预览"
            subTitle="请先以有营销活动查看权限的账号登录管理后台，再从活动编辑页打开预览"
            extra={<a href="/admin/login">登录管理后台</a>}
          />
        </div>
      );
    }
    return (
      <div className="yc-container yc-preview">
        <LoadFailed title="活动预览加载失败" error={preview.error} onRetry={() => void preview.refetch()} />
      </div>
    );
  }
  const data = preview.data;
  const window = `${dayjs(data.starts_at).format('YYYY-MM-DD HH:mm')} 至 ${dayjs(data.ends_at).format('YYYY-MM-DD HH:mm')}`;
  return (
    <div className="yc-container yc-preview">
      <Alert
        type="info"
        showIcon
        title={`预览：${data.name}（${data.state_label}）`}
        description={`活动时间 ${window}。以下是活动进行时买家在「${TITLES[data.kind]}」看到的样子；预览中不能购买或领取。`}
      />
      <h1 className="yc-preview-title">{TITLES[data.kind]}</h1>
      <PreviewMode>
        <Shown preview={data} />
      </PreviewMode>
    </div>
  );
}
