// The checkout feature as the rest of the app sees it. Pages are route modules loaded on demand.
export { loadConfirmOrderPage, loadPayOrderPage, loadOrderResultPage, loadContractPage } from './lazy';
