// The member feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadMemberHomePage = () =>
  import('./pages/member-home-page').then((module) => ({ Component: module.MemberHomePage }));
export const loadPointsPage = () =>
  import('./pages/points-page').then((module) => ({ Component: module.PointsPage }));
