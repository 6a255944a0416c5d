// The analytics feature as the rest of the app sees it.
export { usePageViewReporting } from './hooks/use-page-view-reporting';
