// The prize draws (抽奖) as the rest of the app sees them. Pages are route modules loaded on demand.
export { DrawPopupHost } from './components/draw-popup-host';
export const loadLuckDrawPage = () =>
  import('./pages/luck-draw-page').then((module) => ({ Component: module.LuckDrawPage }));
export const loadFirstOrderDrawPage = () =>
  import('./pages/first-order-draw-page').then((module) => ({ Component: module.FirstOrderDrawPage }));
export { DrawPreview } from './components/draw-preview';
