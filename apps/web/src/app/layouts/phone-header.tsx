import { LeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { ScanButton } from '../../features/scan';
import { SearchBox } from '../../features/search';

/** Back within the shop, or to its home page when the shop was opened here (a shared link, a scan). */
function BackButton() {
  const navigate = useNavigate();
  const back = () => {
    const cameFromShop = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    void (cameFromShop ? navigate(-1) : navigate(paths.home.getHref()));
  };
  return (
    <button type="button" className="yc-phone-back" aria-label="返回" onClick={back}>
      <LeftOutlined aria-hidden />
    </button>
  );
}

/**
 * A phone's top bar: the search box and 扫一扫, kept in reach while the page scrolls; 返回 first on
 * the pages that have no tab bar to leave by.
 */
export function PhoneHeader({ back }: { back: boolean }) {
  return (
    <div className="yc-phone-header" role="search" aria-label="搜索商品">
      {back && <BackButton />}
      <SearchBox variant="phone" />
      <ScanButton />
    </div>
  );
}
