// The buyer's coupons as the rest of the app sees them. Pages are route modules loaded on demand.
export { loadMyCouponsPage, loadCouponCentrePage } from './lazy';
export { CouponClaimList } from './components/coupon-claim-list';
export { ClaimableCoupons } from './components/claimable-coupons';
export { CouponTicket } from './components/coupon-ticket';
