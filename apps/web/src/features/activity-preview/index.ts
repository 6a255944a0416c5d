// An operator's preview of an activity as buyers will see it (/preview/activity/{id}). Loaded on demand.
export const loadActivityPreviewPage = () =>
  import('./pages/activity-preview-page').then((module) => ({ Component: module.ActivityPreviewPage }));
