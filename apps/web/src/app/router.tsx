import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureApiClient } from '../lib/api-client';
import { routes } from './routes';

export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): BrowserRouter {
  const router = createBrowserRouter(routes);
  configureApiClient({ navigate: (to) => void router.navigate(to) });
  return router;
}

/** Calls `then` once the router has loaded the code of the page it opened on. */
export function whenRouterReady(router: BrowserRouter, then: () => void): void {
  if (router.state.initialized) return then();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    then();
  });
}

export function AppRouter({ router }: { router: BrowserRouter }) {
  return <RouterProvider router={router} />;
}
