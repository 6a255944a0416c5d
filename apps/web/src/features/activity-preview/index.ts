// An operator's preview of an activity as buyers will see it (/preview/activity/{id}). Loaded on demand.
export { loadActivityPreviewPage } from './lazy';
