import { http, HttpResponse, ws } from 'msw';
import { setupServer } from 'msw/node';

/** Absolute URL on the page's origin, which is where the client's /api paths go. */
export const apiUrl = (path: string) => new URL(path, window.location.origin).href;

/** Asked by every screen for the shop's name (the console's name and titles); a test may answer otherwise. */
const siteHandler = http.get(apiUrl('/api/global/site'), () =>
  HttpResponse.json({ code: 10000, msg: 'success', data: { site_title: '药采网' } }),
);

/** The console's live connection (every signed-in page holds one), open and quiet; a test may speak on it. */
export const liveLink = ws.link(apiUrl('/api/ws').replace(/^http/, 'ws'));
const liveHandler = liveLink.addEventListener('connection', () => undefined);

// Handlers given here stay after each test's resetHandlers().
export const mswServer = setupServer(siteHandler, liveHandler);
