// The member centre as the rest of the app sees it. Pages are route modules loaded on demand.
export const loadMemberHomePage = () =>
  import('./pages/member-home-page').then((module) => ({ Component: module.MemberHomePage }));
export const loadPointsPage = () =>
  import('./pages/points-page').then((module) => ({ Component: module.PointsPage }));
