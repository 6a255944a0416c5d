// The buyer's licences as the rest of the app sees them. Pages are route modules loaded on demand.
export const loadQualificationsPage = () =>
  import('./pages/qualifications-page').then((module) => ({ Component: module.QualificationsPage }));
