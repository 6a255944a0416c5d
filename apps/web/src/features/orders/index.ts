// The orders feature as the rest of the app sees it. Pages are route modules loaded on demand.
export { loadOrdersPage, loadOrderDetailPage, loadInvoicesPage, loadOftenBoughtPage } from './lazy';
