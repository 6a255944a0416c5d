// The buyer's money pages as the rest of the app sees them. Pages are route modules loaded on demand.
export { loadBalancePage, loadCreditPage } from './lazy';
