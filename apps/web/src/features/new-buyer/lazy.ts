// The new-buyer feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadNewBuyerPage = () =>
  import('./pages/new-buyer-page').then((module) => ({ Component: module.NewBuyerPage }));
