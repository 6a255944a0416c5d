// The 积分商城 (/jfsc) as the rest of the app sees it. Pages are route modules loaded on demand.
export const loadPointsMallPage = () =>
  import('./pages/points-mall-page').then((module) => ({ Component: module.PointsMallPage }));
export { PointsItemCard } from './components/points-item-card';
