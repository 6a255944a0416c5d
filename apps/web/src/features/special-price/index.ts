// The special-price feature (/tjzq 特价专区) as the rest of the app sees it. Pages load on demand.
export { loadSpecialPricePage } from './lazy';
export { SpecialCard } from './components/special-card';
