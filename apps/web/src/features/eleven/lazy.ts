// The eleven feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadRankingPage = () =>
  import('./pages/ranking-page').then((module) => ({ Component: module.RankingPage }));
export const loadAnniversaryCouponsPage = () =>
  import('./pages/anniversary-coupons-page').then((module) => ({ Component: module.AnniversaryCouponsPage }));
export const loadSignupPage = () =>
  import('./pages/signup-page').then((module) => ({ Component: module.SignupPage }));
