// The flash-sale feature (/ms) as the rest of the app sees it. Pages are route modules loaded on demand.
export { loadFlashSalePage } from './lazy';
export { SessionPanel } from './components/session-panel';
