// The coupons feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadMyCouponsPage = () =>
  import('./pages/my-coupons-page').then((module) => ({ Component: module.MyCouponsPage }));
export const loadCouponCentrePage = () =>
  import('./pages/coupon-centre-page').then((module) => ({ Component: module.CouponCentrePage }));
