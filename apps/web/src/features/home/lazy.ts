// The home feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadHomePage = () =>
  import('./pages/home-page').then((module) => ({ Component: module.HomePage }));
export const loadPromotionPage = () =>
  import('./pages/promotion-page').then((module) => ({ Component: module.PromotionPage }));
