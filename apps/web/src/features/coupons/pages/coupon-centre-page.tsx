import { Link } from 'react-router';
import { MemberPage } from '../../../components/member-page';
import { paths } from '../../../config/paths';
import { ClaimableCoupons } from '../components/claimable-coupons';
import '../coupons.css';

/** /lq 领券中心: every coupon on offer now, to claim. */
export function CouponCentrePage() {
  return (
    <MemberPage title="领券中心">
      <section className="yc-member-section" aria-label="领取优惠券">
        <p className="yc-member-muted">
          领取后可在 <Link to={paths.myCoupons.getHref()}>我的优惠券</Link> 查看，下单时自动选用最优惠的一张。
        </p>
        <ClaimableCoupons />
      </section>
    </MemberPage>
  );
}
