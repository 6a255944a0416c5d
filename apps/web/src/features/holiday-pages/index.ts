// 专题页 (holiday pages: /jz, /s12, /12, /lyjm) as the rest of the app sees them. Pages load on demand.
export const loadChristmasPage = () =>
  import('./pages/holiday-page').then((module) => ({ Component: module.ChristmasPage }));
export const loadDouble12Page = () =>
  import('./pages/holiday-page').then((module) => ({ Component: module.Double12Page }));
export const loadActivityZonePage = () =>
  import('./pages/holiday-page').then((module) => ({ Component: module.ActivityZonePage }));
export { HolidayBlock } from './components/holiday-blocks';
