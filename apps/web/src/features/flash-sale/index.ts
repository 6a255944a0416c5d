// The flash-sale feature (/ms) as the rest of the app sees it. Pages are route modules loaded on demand.
export const loadFlashSalePage = () =>
  import('./pages/flash-sale-page').then((module) => ({ Component: module.FlashSalePage }));
export { SessionPanel } from './components/session-panel';
