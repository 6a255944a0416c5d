// The anniversary hub's pages (/eleven/yw 排位赛) as the rest of the app sees them. Pages load on demand.
export { loadRankingPage, loadAnniversaryCouponsPage, loadSignupPage } from './lazy';
export { SignupForm, SignupIntro } from './components/signup-parts';
export { RankingPrizes } from './components/ranking-prizes';
