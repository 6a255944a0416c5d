import '@yaocai/domain/validation/zod-jitless';
import { onlineManager } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter, whenRouterReady } from './app/router';
import { FIRST_SCREEN_MARK, takeFirstScreenData } from './lib/first-screen-data';
import { createQueryClient } from './lib/query-client';
import './app/styles.css';
// After the desktop's rules, which the phone's override at the same specificity.
import './app/layouts/phone.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A page opened offline waits for the network instead of failing its loads: React Query assumes it is
// online until told otherwise, and resumes what waited when the browser says it is back.
onlineManager.setOnline(navigator.onLine);

const router = createAppRouter();
const queryClient = createQueryClient();
takeFirstScreenData(queryClient);
// In a transition, React renders the page in slices of a few milliseconds between which the browser
// answers taps and scrolls, instead of one task of a second and a half on a mid-range phone; the
// first screen stays on the page meanwhile (issue 31).
const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppRouter router={router} />
        </AppProvider>
        <FirstScreenTakenOver />
      </StrictMode>,
    ),
  );

/**
 * Until the app has drawn the page, a first screen from the server has no handlers: a tap on its
 * links loads a whole page. The mark (first-screen.tsx) says when that time is over, to tests too.
 */
function FirstScreenTakenOver() {
  useEffect(() => document.documentElement.removeAttribute(FIRST_SCREEN_MARK), []);
  return null;
}

// A first screen sent by the server (first-screen.tsx) stays until the page can replace it whole, so
// the layout is not drawn over it with a spinner in the page's place first.
if (container.firstElementChild) whenRouterReady(router, render);
else render();

// The service worker (vite.config.ts) is built for production only; it is asked for once the page
// has loaded, so that fetching what it keeps never slows the first visit. The app may start after the
// page's load (main.tsx).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
