// The home feature as the rest of the app sees it. Pages are route modules loaded on demand.
export const loadHomePage = () =>
  import('./pages/home-page').then((module) => ({ Component: module.HomePage }));
export const loadPromotionPage = () =>
  import('./pages/promotion-page').then((module) => ({ Component: module.PromotionPage }));
