import { useSyncExternalStore } from 'react';

/** Below a tablet's width the shop is laid out for a phone (decision 025); the CSS uses the same width. */
export const PHONE_MEDIA_QUERY = '(max-width: 767px)';

const phoneQuery = () => window.matchMedia(PHONE_MEDIA_QUERY);

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the page is laid out for a phone: null on the server, which does not know the screen, so
 * what differs is drawn both ways there and the CSS shows one; the browser's first render knows.
 */
export function usePhoneLayout(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery().matches,
    () => null,
  );
}
