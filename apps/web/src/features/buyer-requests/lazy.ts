// The buyer-requests feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadPurchaseRequestsPage = () =>
  import('./pages/purchase-requests-page').then((module) => ({ Component: module.PurchaseRequestsPage }));
export const loadFeedbackPage = () =>
  import('./pages/feedback-page').then((module) => ({ Component: module.FeedbackPage }));
