// 专题页 (holiday pages: /jz, /s12, /12, /lyjm) as the rest of the app sees them. Pages load on demand.
export { loadChristmasPage, loadDouble12Page, loadActivityZonePage } from './lazy';
export { HolidayBlock } from './components/holiday-blocks';
