// The member centre as the rest of the app sees it. Pages are route modules loaded on demand.
export { loadMemberHomePage, loadPointsPage } from './lazy';
