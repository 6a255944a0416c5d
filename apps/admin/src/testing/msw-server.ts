import { setupServer } from 'msw/node';

export const mswServer = setupServer();

/** Absolute URL on the page's origin, which is where the client's /api paths go. */
export const apiUrl = (path: string) => new URL(path, window.location.origin).href;
