// The combinations feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadCombinationsPage = () =>
  import('./pages/combinations-page').then((module) => ({ Component: module.CombinationsPage }));
