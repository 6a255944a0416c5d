// The cart feature as the rest of the app sees it. Pages and the drawer are loaded on demand.
export { useReloadChangedCart } from './hooks/use-reload-changed-cart';

export const loadCartPage = () =>
  import('./pages/cart-page').then((module) => ({ Component: module.CartPage }));
export const loadCartDrawer = () =>
  import('./components/cart-drawer').then((module) => ({ default: module.CartDrawer }));
export { TradeUpPanel } from './components/trade-up-panel';
