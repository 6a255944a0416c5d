// The brand-zone feature (/pp 品牌专区) as the rest of the app sees it. Pages load on demand.
export const loadBrandZonePage = () =>
  import('./pages/brand-zone-page').then((module) => ({ Component: module.BrandZonePage }));
export { BrandSection, brandAnchor } from './components/brand-section';
export { useBrandZones } from './api/get-brand-zones';
