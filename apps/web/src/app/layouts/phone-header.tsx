import { ScanButton } from '../../features/scan';
import { SearchBox } from '../../features/search';

/** A phone's top bar: the search box and 扫一扫, kept in reach while the page scrolls. */
export function PhoneHeader() {
  return (
    <div className="yc-phone-header" role="search" aria-label="搜索商品">
      <SearchBox variant="phone" />
      <ScanButton />
    </div>
  );
}
