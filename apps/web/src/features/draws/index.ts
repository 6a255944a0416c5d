// The prize draws (抽奖) as the rest of the app sees them. Pages are route modules loaded on demand.
export { loadLuckDrawPage, loadFirstOrderDrawPage, loadDrawPopupHost } from './lazy';
export { DrawPreview } from './components/draw-preview';
