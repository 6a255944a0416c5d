// The cart feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadCartPage = () =>
  import('./pages/cart-page').then((module) => ({ Component: module.CartPage }));
export const loadCartDrawer = () =>
  import('./components/cart-drawer').then((module) => ({ default: module.CartDrawer }));
