import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/routes';
import { configureApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';

/** The whole console (routes, providers, the client's navigation) opened at one path inside /admin. */
export function renderApp(initialPath: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [initialPath] });
  configureApiClient({
    navigate: (to) => void router.navigate(to),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}
