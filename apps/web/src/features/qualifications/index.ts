// The buyer's licences as the rest of the app sees them. Pages are route modules loaded on demand.
export { loadQualificationsPage } from './lazy';
