// 求购 and 意见反馈 as the rest of the app sees them. Pages are route modules loaded on demand.
export const loadPurchaseRequestsPage = () =>
  import('./pages/purchase-requests-page').then((module) => ({ Component: module.PurchaseRequestsPage }));
export const loadFeedbackPage = () =>
  import('./pages/feedback-page').then((module) => ({ Component: module.FeedbackPage }));
