// The messages feature as the rest of the app sees it. Pages are route modules loaded on demand.
export const loadMessagesPage = () =>
  import('./pages/messages-page').then((module) => ({ Component: module.MessagesPage }));
