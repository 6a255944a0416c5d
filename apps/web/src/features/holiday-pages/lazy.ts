// The holiday-pages feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadChristmasPage = () =>
  import('./pages/holiday-page').then((module) => ({ Component: module.ChristmasPage }));
export const loadDouble12Page = () =>
  import('./pages/holiday-page').then((module) => ({ Component: module.Double12Page }));
export const loadActivityZonePage = () =>
  import('./pages/holiday-page').then((module) => ({ Component: module.ActivityZonePage }));
