// The buyer's coupons as the rest of the app sees them. Pages are route modules loaded on demand.
export const loadMyCouponsPage = () =>
  import('./pages/my-coupons-page').then((module) => ({ Component: module.MyCouponsPage }));
export const loadCouponCentrePage = () =>
  import('./pages/coupon-centre-page').then((module) => ({ Component: module.CouponCentrePage }));
export { CouponClaimList } from './components/coupon-claim-list';
export { ClaimableCoupons } from './components/claimable-coupons';
export { CouponTicket } from './components/coupon-ticket';
