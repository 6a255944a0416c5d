import { Button, Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import type { ClaimableCoupon } from '@yaocai/domain/contracts/coupons';
import { LoadFailed } from '../../../components/load-failed';
import { message } from '../../../lib/feedback';
import { CLAIMABLE_PAGE_SIZE, useClaimableCoupons, useClaimCoupon } from '../api/coupons';
import { CouponTicket } from './coupon-ticket';
import '../coupons.css';

function ClaimButton({ coupon }: { coupon: ClaimableCoupon }) {
  const claim = useClaimCoupon();
  const full = coupon.claimed >= coupon.per_buyer_limit;
  const gone = coupon.left === 0;
  return (
    <>
      <Button
        type="primary"
        size="small"
        disabled={full || gone}
        loading={claim.isPending}
        aria-label={`领取${coupon.name}`}
        onClick={() =>
          claim.mutate(coupon.id, { onSuccess: ({ msg }) => void message.success(msg || '领取成功') })
        }
      >
        {full ? '已领取' : gone ? '已抢光' : '立即领取'}
      </Button>
      <span className="yc-member-muted">
        {coupon.per_buyer_limit > 1 && `每人限领${coupon.per_buyer_limit}张 `}
        {coupon.left !== null && `剩余${coupon.left}张`}
      </span>
    </>
  );
}

/** The coupons the shop offers now, each claimed with one click within its limits. */
export function ClaimableCoupons() {
  const [page, setPage] = useState(1);
  const coupons = useClaimableCoupons(page);
  if (coupons.isPending) return <Skeleton active />;
  if (coupons.isError) {
    return <LoadFailed title="优惠券加载失败" error={coupons.error} onRetry={() => void coupons.refetch()} />;
  }
  const { list, total } = coupons.data;
  if (total === 0) return <Empty description="暂无可领取的优惠券" />;
  return (
    <>
      <ul className="yc-coupons">
        {list.map((coupon) => (
          <CouponTicket key={coupon.id} coupon={coupon}>
            <ClaimButton coupon={coupon} />
          </CouponTicket>
        ))}
      </ul>
      <Pagination
        current={page}
        pageSize={CLAIMABLE_PAGE_SIZE}
        total={total}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={setPage}
      />
    </>
  );
}
