// The favourites feature as the rest of the app sees it. Pages are route modules loaded on demand.
export { loadFavouritesPage } from './lazy';
