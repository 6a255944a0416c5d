// The buyer's money pages as the rest of the app sees them. Pages are route modules loaded on demand.
export const loadBalancePage = () =>
  import('./pages/balance-page').then((module) => ({ Component: module.BalancePage }));
export const loadCreditPage = () =>
  import('./pages/credit-page').then((module) => ({ Component: module.CreditPage }));
