// The qualifications feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadQualificationsPage = () =>
  import('./pages/qualifications-page').then((module) => ({ Component: module.QualificationsPage }));
