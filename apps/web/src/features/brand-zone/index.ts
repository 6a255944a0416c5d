// The brand-zone feature (/pp 品牌专区) as the rest of the app sees it. Pages load on demand.
export { loadBrandZonePage } from './lazy';
export { BrandSection, brandAnchor } from './components/brand-section';
export { useBrandZones } from './api/get-brand-zones';
