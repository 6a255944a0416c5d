import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetApiClient } from '../lib/api-client';
import { syncServerClock } from '../lib/server-clock';
import { mswServer } from './msw-server';

/**
 * The mock server for a file whose tests set the server's clock: each test's page is unmounted before
 * its handlers go and the clock is set back to now (a page still shown would see the clock jump past
 * its sessions and fetch again, unserved).
 */
export function serveWithServerClock(): void {
  beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    mswServer.resetHandlers();
    resetApiClient();
    syncServerClock(Math.floor(Date.now() / 1000));
  });
  afterAll(() => mswServer.close());
}
