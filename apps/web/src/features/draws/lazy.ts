// The draws feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadLuckDrawPage = () =>
  import('./pages/luck-draw-page').then((module) => ({ Component: module.LuckDrawPage }));
export const loadFirstOrderDrawPage = () =>
  import('./pages/first-order-draw-page').then((module) => ({ Component: module.FirstOrderDrawPage }));
// The invitation to a running draw, on the landing and the home page, loaded once the app runs.
export const loadDrawPopupHost = () =>
  import('./components/draw-popup-host').then((module) => ({ default: module.DrawPopupHost }));
