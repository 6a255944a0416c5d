// The checkout feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadConfirmOrderPage = () =>
  import('./pages/confirm-order-page').then((module) => ({ Component: module.ConfirmOrderPage }));
export const loadPayOrderPage = () =>
  import('./pages/pay-order-page').then((module) => ({ Component: module.PayOrderPage }));
export const loadOrderResultPage = () =>
  import('./pages/order-result-page').then((module) => ({ Component: module.OrderResultPage }));
export const loadContractPage = () =>
  import('./pages/contract-page').then((module) => ({ Component: module.ContractPage }));
