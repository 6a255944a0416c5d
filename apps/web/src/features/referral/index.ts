// 老带新有礼 (/ldx) as the rest of the app sees it. The page is a route module loaded on demand.
export const loadReferralPage = () =>
  import('./pages/referral-page').then((module) => ({ Component: module.ReferralPage }));
export { ActivityTerms } from './components/activity-terms';
