// The anniversary hub's pages (/eleven/yw 排位赛) as the rest of the app sees them. Pages load on demand.
export const loadRankingPage = () =>
  import('./pages/ranking-page').then((module) => ({ Component: module.RankingPage }));
export const loadAnniversaryCouponsPage = () =>
  import('./pages/anniversary-coupons-page').then((module) => ({ Component: module.AnniversaryCouponsPage }));
export const loadSignupPage = () =>
  import('./pages/signup-page').then((module) => ({ Component: module.SignupPage }));
export { SignupForm, SignupIntro } from './components/signup-parts';
export { RankingPrizes } from './components/ranking-prizes';
