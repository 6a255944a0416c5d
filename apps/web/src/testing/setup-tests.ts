import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { syncServerClock } from '../lib/server-clock';

// The first-screen renderer's tests run without a DOM, as the server does.
const dom = typeof window !== 'undefined';

// antd's responsive utilities ask for matchMedia, which jsdom does not implement.
if (dom && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// antd's tabs and overflow lists measure themselves with ResizeObserver, which jsdom lacks too.
if (dom && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  // A test that gave the app a server time of its own leaves it to the next file in the same worker
  // (isolate: false): each test starts with the server's clock as the computer's.
  syncServerClock(Math.floor(Date.now() / 1000));
});

// The first render of a page also loads antd's table, form and pickers: on a busy 2-core machine that
// alone can pass the default second of findBy* and waitFor.
configure({ asyncUtilTimeout: 10_000 });
