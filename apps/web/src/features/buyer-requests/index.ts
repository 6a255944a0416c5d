// 求购 and 意见反馈 as the rest of the app sees them. Pages are route modules loaded on demand.
export { loadPurchaseRequestsPage, loadFeedbackPage } from './lazy';
