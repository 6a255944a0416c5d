// The special-price feature (/tjzq 特价专区) as the rest of the app sees it. Pages load on demand.
export const loadSpecialPricePage = () =>
  import('./pages/special-price-page').then((module) => ({ Component: module.SpecialPricePage }));
export { SpecialCard } from './components/special-card';
