import { Button } from 'antd';
import type { HolidayCoupon } from '@yaocai/domain/contracts/activity-holiday-page';
import { message } from '../../../lib/feedback';
import { usePreviewMode } from '../../../lib/preview-mode';
import { useClaimCoupon } from '../api/coupons';
import { CouponTicket } from './coupon-ticket';
import '../coupons.css';

function ClaimButton({ coupon, onClaimed }: { coupon: HolidayCoupon; onClaimed?: () => void }) {
  const claim = useClaimCoupon();
  const previewing = usePreviewMode();
  const gone = coupon.left === 0;
  return (
    <>
      <Button
        type="primary"
        size="small"
        disabled={gone || previewing}
        loading={claim.isPending}
        aria-label={`领取${coupon.name}`}
        onClick={() =>
          claim.mutate(coupon.id, {
            onSuccess: ({ msg }) => {
              void message.success(msg || '领取成功');
              onClaimed?.();
            },
          })
        }
      >
        {gone ? '已抢光' : '立即领取'}
      </Button>
      <span className="yc-member-muted">
        {coupon.per_buyer_limit > 1 && `每人限领${coupon.per_buyer_limit}张 `}
        {coupon.left !== null && `剩余${coupon.left}张`}
      </span>
    </>
  );
}

/**
 * Coupons on offer outside the coupon centre (专题页), claimed through the same call as on /lq; a claim
 * past the buyer's limit is refused by the server with its message.
 */
export function CouponClaimList({
  coupons,
  onClaimed,
}: {
  coupons: HolidayCoupon[];
  onClaimed?: () => void;
}) {
  return (
    <ul className="yc-coupons">
      {coupons.map((coupon) => (
        <CouponTicket key={coupon.id} coupon={coupon}>
          <ClaimButton coupon={coupon} onClaimed={onClaimed} />
        </CouponTicket>
      ))}
    </ul>
  );
}
