// The new-buyer feature (/xr 新人专区) as the rest of the app sees it. Pages load on demand.
export { loadNewBuyerPage } from './lazy';
export { NewBuyerCard } from './components/new-buyer-card';
