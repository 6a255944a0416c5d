import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { FeedbackHost } from '../lib/feedback-host';
import { createQueryClient } from '../lib/query-client';

/** Renders routes the way the app does (antd zh_CN, toasts and dialogs, TanStack Query, data router) at one start URL. */
export function renderRoute(routes: RouteObject[], initialEntry: string, extra?: ReactNode) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const queryClient = createQueryClient();
  const view = render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <FeedbackHost />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {extra}
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { ...view, router, queryClient };
}
