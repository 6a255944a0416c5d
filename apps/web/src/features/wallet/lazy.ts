// The wallet feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadBalancePage = () =>
  import('./pages/balance-page').then((module) => ({ Component: module.BalancePage }));
export const loadCreditPage = () =>
  import('./pages/credit-page').then((module) => ({ Component: module.CreditPage }));
