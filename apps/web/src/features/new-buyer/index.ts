// The new-buyer feature (/xr 新人专区) as the rest of the app sees it. Pages load on demand.
export const loadNewBuyerPage = () =>
  import('./pages/new-buyer-page').then((module) => ({ Component: module.NewBuyerPage }));
export { NewBuyerCard } from './components/new-buyer-card';
