// The catalogue feature as the rest of the app sees it. Pages are route modules loaded on demand.
export { loadGoodsListPage, loadGoodsDetailPage, loadCategoryPage } from './lazy';
export { GoodsCardGrid } from './components/goods-card-grid';
