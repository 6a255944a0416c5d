import { useSyncExternalStore } from 'react';
import { STICKY_HEADER_OFFSET_PX } from '@yaocai/domain/constants';
import { SiteLogo } from '../../components/site-logo';
import { useUserBase } from '../../lib/user-base';
import { SearchBox } from '../../features/search';
import { CartButton } from './cart-button';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};
const isPastThreshold = () => window.scrollY >= STICKY_HEADER_OFFSET_PX;

/** The compact search header of spec §2, shown once the page is scrolled past the full header. */
export function StickyHeader({ siteTitle }: { siteTitle: string }) {
  const visible = useSyncExternalStore(subscribe, isPastThreshold, () => false);
  const { data: user } = useUserBase();
  return (
    <div className="yc-sticky-header" data-testid="sticky-header" hidden={!visible}>
      {/* Mounted only while shown, so that one search box at a time is in the accessibility tree. */}
      {visible && (
        <div className="yc-container yc-sticky-header-inner">
          <SiteLogo siteTitle={siteTitle} />
          <SearchBox variant="compact" />
          <CartButton count={user?.cart ?? 0} />
        </div>
      )}
    </div>
  );
}
