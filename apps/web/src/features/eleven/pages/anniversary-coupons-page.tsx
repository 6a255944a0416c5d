import { RequireSignIn } from '../../../components/require-sign-in';
import { ClaimableCoupons } from '../../coupons';
import '../eleven.css';

/** /eleven/gq 周年庆领券: the coupon campaigns running now, claimed as on /lq. */
export function AnniversaryCouponsPage() {
  return (
    <div className="yc-container yc-eleven">
      <h1 className="yc-eleven-title">周年庆领券</h1>
      <RequireSignIn>
        <section aria-label="周年庆优惠券">
          <ClaimableCoupons />
        </section>
      </RequireSignIn>
    </div>
  );
}
