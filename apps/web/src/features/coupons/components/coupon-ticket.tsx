import type { ReactNode } from 'react';
import type { ClaimableCoupon, HeldCouponEntry } from '@yaocai/domain/contracts/coupons';
import { dayjs } from '../../../lib/dayjs';

type Coupon = Pick<
  HeldCouponEntry | ClaimableCoupon,
  'name' | 'rule' | 'face' | 'scope' | 'starts_at' | 'ends_at'
>;

const day = (at: string) => dayjs(at).format('YYYY.MM.DD');

/** A coupon as a ticket: its face value large, its rule, scope and dates, and what can be done with it. */
export function CouponTicket({
  coupon,
  faded = false,
  note,
  children,
}: {
  coupon: Coupon;
  /** Used or expired: shown greyed. */
  faded?: boolean;
  /** A short word on the ticket's corner, such as 已使用. */
  note?: string;
  children?: ReactNode;
}) {
  return (
    <li className={faded ? 'yc-coupon yc-coupon-faded' : 'yc-coupon'} aria-label={coupon.name}>
      <div className="yc-coupon-face">
        <strong>{coupon.face}</strong>
        <span>{coupon.rule}</span>
      </div>
      <div className="yc-coupon-body">
        <strong className="yc-coupon-name">{coupon.name}</strong>
        <span>{coupon.scope}</span>
        <span className="yc-member-muted">
          {day(coupon.starts_at)} - {day(coupon.ends_at)}
        </span>
        {children && <div className="yc-coupon-action">{children}</div>}
      </div>
      {note && <span className="yc-coupon-note">{note}</span>}
    </li>
  );
}
