// The combination-pack feature (/zhzq 组合专区) as the rest of the app sees it. Pages load on demand.
export { loadCombinationsPage } from './lazy';
export { PackCard } from './components/pack-card';
