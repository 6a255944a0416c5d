import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureApiClient } from '../lib/api-client';
import { routes } from './routes';

function createAppRouter() {
  const router = createBrowserRouter(routes);
  configureApiClient({ navigate: (to) => void router.navigate(to) });
  return router;
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
