// Between the server that sends the storefront's pages (apps/server/src/plugins/web.ts) and the
// service worker that keeps them (apps/web/src/sw.ts); decision 026.

/**
 * A page's header saying what its first screen was drawn with: `data` (visitors', the same for each),
 * `loading` (loading states) or `buyer` (the signed-in buyer's own data, never to be kept).
 */
export const FIRST_SCREEN_HEADER = 'x-first-screen';

export type FirstScreenDrawn = 'data' | 'loading' | 'buyer';

/**
 * Set and cleared with the session's cookie, which no script may read: it says only that there is a
 * session, so that a signed-in buyer is never answered with a page drawn with visitors' data.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
