// The checkout feature as the rest of the app sees it. Pages are route modules loaded on demand.
export const loadConfirmOrderPage = () =>
  import('./pages/confirm-order-page').then((module) => ({ Component: module.ConfirmOrderPage }));
export const loadPayOrderPage = () =>
  import('./pages/pay-order-page').then((module) => ({ Component: module.PayOrderPage }));
export const loadOrderResultPage = () =>
  import('./pages/order-result-page').then((module) => ({ Component: module.OrderResultPage }));
export const loadContractPage = () =>
  import('./pages/contract-page').then((module) => ({ Component: module.ContractPage }));
