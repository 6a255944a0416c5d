// The 积分商城 (/jfsc) as the rest of the app sees it. Pages are route modules loaded on demand.
export { loadPointsMallPage } from './lazy';
export { PointsItemCard } from './components/points-item-card';
