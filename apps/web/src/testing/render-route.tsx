import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../lib/query-client';

/** Renders routes the way the app does (antd zh_CN, TanStack Query, data router) at one start URL. */
export function renderRoute(routes: RouteObject[], initialEntry: string, extra?: ReactNode) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const queryClient = createQueryClient();
  const view = render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          {extra}
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
  return { ...view, router, queryClient };
}
