import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useUserBaseRefresh } from '../../features/accounts';
import { usePageViewReporting } from '../../features/analytics';
import { useSiteTitle } from '../../lib/site';
import { TopAd } from '../../features/content';
import { loadDrawPopupHost } from '../../features/draws/lazy';
import { loadChatHost } from '../../features/chat/lazy';
import { useChatOpen } from '../../lib/chat-opener';
import { useLiveConnection } from '../../lib/live-connection';
import { consumeLoginMarker } from '../../lib/login-marker';
import { usePhoneLayout } from '../../lib/phone-layout';
import { useRouteMeta } from '../../lib/route-meta';
import { LicenceHoldNotice } from './licence-hold-notice';
import { LoginHeader } from './login-header';
import { NavStrip } from './nav-strip';
import { OfflineNotice } from './offline-notice';
import { PhoneHeader } from './phone-header';
import { PhoneTabBar } from './phone-tab-bar';
import { RightBar } from './right-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StickyHeader } from './sticky-header';
import './shell.css';

// Not part of the page's first screen: it shows only to a signed-in buyer once a draw is found running.
const DrawPopupHost = lazy(loadDrawPopupHost);
// Loaded the first time the buyer opens the chat with the service desk.
const ChatHost = lazy(loadChatHost);

/** Whether the chat has been opened in this page's life: its drawer stays mounted from then on. */
function useChatOnceOpened(): boolean {
  const open = useChatOpen();
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Scroll positions are kept per route (path and query), as the spec asks, not per history entry. */
const scrollKey = (location: { pathname: string; search: string }) => location.pathname + location.search;

export function RootLayout() {
  const meta = useRouteMeta();
  const siteTitle = useSiteTitle();
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    document.title = meta.title ? `${meta.title} - ${siteTitle}` : siteTitle;
  }, [meta.title, siteTitle]);

  useEffect(() => {
    if (consumeLoginMarker()) window.location.reload();
  }, [location.key]);

  useUserBaseRefresh(meta.name);
  usePageViewReporting(meta.name);
  useLiveConnection();
  const chatOpened = useChatOnceOpened();

  const fullHeader = meta.header && !meta.headerLogin;
  // On the server both shells are drawn and the CSS shows one; in the browser only the one in use.
  const phone = usePhoneLayout();
  const desktopShell = phone !== true;
  const phoneShell = phone !== false;
  const phoneTabs = phoneShell && fullHeader && meta.phoneTabs;
  const classes = ['yc-app'];
  if (meta.right) classes.push('yc-app-with-right-bar');
  if (phoneTabs) classes.push('yc-app-with-phone-tabs');

  return (
    <div className={classes.join(' ')}>
      {navigation.state === 'loading' && <div className="yc-route-progress" role="progressbar" />}
      {desktopShell && fullHeader && <TopAd />}
      {meta.headerLogin ? (
        <LoginHeader title={meta.title} siteTitle={siteTitle} shadow={meta.headerLoginShadow} />
      ) : (
        desktopShell && meta.header && <SiteHeader siteTitle={siteTitle} />
      )}
      {phoneShell && fullHeader && <PhoneHeader back={!meta.phoneTabs} />}
      {desktopShell && meta.nav && !meta.headerLogin && (
        <NavStrip meta={meta} menuOpen={meta.name === 'home'} />
      )}
      {desktopShell && fullHeader && <StickyHeader siteTitle={siteTitle} />}
      {fullHeader && meta.name !== 'zhzx_zz' && <LicenceHoldNotice />}
      <OfflineNotice />
      <main className="yc-main">
        <Outlet />
      </main>
      {desktopShell && meta.right && <RightBar />}
      {phoneTabs && <PhoneTabBar pathname={location.pathname} />}
      {chatOpened && (
        <Suspense fallback={null}>
          <ChatHost />
        </Suspense>
      )}
      {(meta.name === 'eleven_index' || meta.name === 'home') && (
        <Suspense fallback={null}>
          <DrawPopupHost />
        </Suspense>
      )}
      {meta.footer && <SiteFooter siteTitle={siteTitle} compact={meta.headerLogin} />}
      {/* Leaving it out for a noScrollTop route keeps the current scroll position on entry. */}
      {!meta.noScrollTop && <ScrollRestoration getKey={scrollKey} />}
    </div>
  );
}
