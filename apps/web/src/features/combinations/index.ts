// The combination-pack feature (/zhzq 组合专区) as the rest of the app sees it. Pages load on demand.
export const loadCombinationsPage = () =>
  import('./pages/combinations-page').then((module) => ({ Component: module.CombinationsPage }));
export { PackCard } from './components/pack-card';
