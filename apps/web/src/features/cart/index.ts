// The cart feature as the rest of the app sees it. Pages and the drawer are loaded on demand.
export { loadCartPage, loadCartDrawer } from './lazy';
export { useReloadChangedCart } from './hooks/use-reload-changed-cart';

export { TradeUpPanel } from './components/trade-up-panel';
