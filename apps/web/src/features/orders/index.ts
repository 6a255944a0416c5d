// The orders feature as the rest of the app sees it. Pages are route modules loaded on demand.
export const loadOrdersPage = () =>
  import('./pages/orders-page').then((module) => ({ Component: module.OrdersPage }));
export const loadOrderDetailPage = () =>
  import('./pages/order-detail-page').then((module) => ({ Component: module.OrderDetailPage }));
export const loadInvoicesPage = () =>
  import('./pages/invoices-page').then((module) => ({ Component: module.InvoicesPage }));
export const loadOftenBoughtPage = () =>
  import('./pages/often-bought-page').then((module) => ({ Component: module.OftenBoughtPage }));
