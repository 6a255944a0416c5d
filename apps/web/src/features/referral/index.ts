// 老带新有礼 (/ldx) as the rest of the app sees it. The page is a route module loaded on demand.
export { loadReferralPage } from './lazy';
export { ActivityTerms } from './components/activity-terms';
