import { SearchBox } from '../../features/search';

/** A phone's top bar: the search box, kept in reach while the page scrolls. */
export function PhoneHeader() {
  return (
    <div className="yc-phone-header" role="search" aria-label="搜索商品">
      <SearchBox variant="phone" />
    </div>
  );
}
