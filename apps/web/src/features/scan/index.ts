// Scan to reorder as the rest of the app sees it. The page (and its barcode reader) loads on demand.
export const loadScanPage = () =>
  import('./pages/scan-page').then((module) => ({ Component: module.ScanPage }));
export { ScanButton } from './components/scan-button';
