// The catalogue feature as the rest of the app sees it. Pages are route modules loaded on demand.
export const loadGoodsListPage = () =>
  import('./pages/goods-list-page').then((module) => ({ Component: module.GoodsListPage }));
export const loadGoodsDetailPage = () =>
  import('./pages/goods-detail-page').then((module) => ({ Component: module.GoodsDetailPage }));
export { GoodsCardGrid } from './components/goods-card-grid';
export const loadCategoryPage = () =>
  import('./pages/category-page').then((module) => ({ Component: module.CategoryPage }));
