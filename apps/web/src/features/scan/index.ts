// Scan to reorder as the rest of the app sees it. The page (and its barcode reader) loads on demand.
export { loadScanPage } from './lazy';
export { ScanButton } from './components/scan-button';
