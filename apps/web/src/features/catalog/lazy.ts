// The catalog feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadGoodsListPage = () =>
  import('./pages/goods-list-page').then((module) => ({ Component: module.GoodsListPage }));
export const loadGoodsDetailPage = () =>
  import('./pages/goods-detail-page').then((module) => ({ Component: module.GoodsDetailPage }));
export const loadCategoryPage = () =>
  import('./pages/category-page').then((module) => ({ Component: module.CategoryPage }));
