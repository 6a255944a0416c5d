import { createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ROUTER_BASENAME } from '../config/paths';
import { configureApiClient } from '../lib/api-client';
import { createRoutes } from './routes';

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(createRoutes(queryClient), { basename: ROUTER_BASENAME });
  configureApiClient({
    navigate: (to) => void router.navigate(to),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
  return router;
}
