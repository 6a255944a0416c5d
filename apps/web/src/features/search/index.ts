// The search feature as the rest of the app sees it.
export { SearchBox } from './components/search-box';
