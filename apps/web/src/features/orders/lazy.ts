// The orders feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadOrdersPage = () =>
  import('./pages/orders-page').then((module) => ({ Component: module.OrdersPage }));
export const loadOrderDetailPage = () =>
  import('./pages/order-detail-page').then((module) => ({ Component: module.OrderDetailPage }));
export const loadInvoicesPage = () =>
  import('./pages/invoices-page').then((module) => ({ Component: module.InvoicesPage }));
export const loadOftenBoughtPage = () =>
  import('./pages/often-bought-page').then((module) => ({ Component: module.OftenBoughtPage }));
