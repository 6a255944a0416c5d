import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { paths, ROUTER_BASENAME } from '../config/paths';
import { isApiError } from '../lib/api-client';
import { operatorQueryOptions } from '../lib/operator';
import { ConsoleLayout } from './layouts/console-layout';
import { HomeRedirect } from './home-redirect';
import { LoadingPage } from './pages/loading-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { RequirePermission } from './require-permission';

/** The page's path inside the console, with its query: where to come back to after signing in. */
function consolePathOf(requestUrl: string): string {
  const url = new URL(requestUrl);
  const inside = url.pathname.startsWith(ROUTER_BASENAME)
    ? url.pathname.slice(ROUTER_BASENAME.length)
    : url.pathname;
  return `${inside || '/'}${url.search}`;
}

/** Every console page needs a signed-in operator; without one it opens the login page instead. */
const requireOperator =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    try {
      await queryClient.ensureQueryData(operatorQueryOptions());
      return null;
    } catch (error) {
      if (isApiError(error) && error.signedOut)
        throw redirect(paths.login.getHref(consolePathOf(request.url)));
      throw error;
    }
  };

export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: paths.login.path,
    HydrateFallback: LoadingPage,
    lazy: () =>
      import('../features/auth/pages/login-page').then((module) => ({ Component: module.LoginPage })),
  },
  {
    path: paths.home.path,
    loader: requireOperator(queryClient),
    Component: ConsoleLayout,
    HydrateFallback: LoadingPage,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, Component: HomeRedirect },
      {
        element: <RequirePermission permission="dashboard.read" />,
        children: [
          {
            path: paths.dashboard.path,
            lazy: () =>
              import('../features/dashboard/pages/dashboard-page').then((module) => ({
                Component: module.DashboardPage,
              })),
          },
        ],
      },
      {
        element: <RequirePermission permission="buyers.read" />,
        children: [
          {
            path: paths.buyerRequests.path,
            lazy: () =>
              import('../features/buyer-requests/pages/buyer-requests-page').then((module) => ({
                Component: module.BuyerRequestsPage,
              })),
          },
          {
            path: paths.buyers.path,
            lazy: () =>
              import('../features/buyers/pages/buyers-page').then((module) => ({
                Component: module.BuyersPage,
              })),
          },
          {
            path: paths.buyerDetail.path,
            lazy: () =>
              import('../features/buyers/pages/buyer-detail-page').then((module) => ({
                Component: module.BuyerDetailPage,
              })),
          },
          {
            path: paths.overdueBills.path,
            lazy: () =>
              import('../features/buyers/pages/overdue-bills-page').then((module) => ({
                Component: module.OverdueBillsPage,
              })),
          },
        ],
      },
      {
        element: <RequirePermission permission="orders.read" />,
        children: [
          {
            path: paths.orders.path,
            lazy: () =>
              import('../features/orders/pages/orders-page').then((module) => ({
                Component: module.OrdersPage,
              })),
          },
          {
            path: paths.ordersPrint.path,
            lazy: () =>
              import('../features/orders/pages/orders-print-page').then((module) => ({
                Component: module.OrdersPrintPage,
              })),
          },
          {
            path: paths.orderDetail.path,
            lazy: () =>
              import('../features/orders/pages/order-detail-page').then((module) => ({
                Component: module.OrderDetailPage,
              })),
          },
          {
            path: paths.afterSales.path,
            lazy: () =>
              import('../features/after-sales/pages/after-sales-page').then((module) => ({
                Component: module.AfterSalesPage,
              })),
          },
          {
            path: paths.invoices.path,
            lazy: () =>
              import('../features/invoices/pages/invoices-page').then((module) => ({
                Component: module.InvoicesPage,
              })),
          },
          {
            path: paths.afterSaleDetail.path,
            lazy: () =>
              import('../features/after-sales/pages/after-sale-detail-page').then((module) => ({
                Component: module.AfterSaleDetailPage,
              })),
          },
        ],
      },
      {
        element: <RequirePermission permission={['chat.agent', 'chat.supervise']} />,
        children: [
          {
            path: paths.chat.path,
            lazy: () =>
              import('../features/chat/pages/desk-page').then((module) => ({
                Component: module.DeskPage,
              })),
          },
        ],
      },
      {
        element: <RequirePermission permission="goods.read" />,
        children: [
          {
            path: paths.goods.path,
            lazy: () =>
              import('../features/goods/pages/goods-page').then((module) => ({
                Component: module.GoodsPage,
              })),
          },
          {
            path: paths.catalog.path,
            lazy: () =>
              import('../features/catalog/pages/catalog-page').then((module) => ({
                Component: module.CatalogPage,
              })),
          },
        ],
      },
      {
        element: <RequirePermission permission="promotions.read" />,
        children: [
          {
            path: paths.activities.path,
            lazy: () =>
              import('../features/activities/pages/activities-page').then((module) => ({
                Component: module.ActivitiesPage,
              })),
          },
          {
            path: paths.activityEdit.path,
            lazy: () =>
              import('../features/activities/pages/activity-edit-page').then((module) => ({
                Component: module.ActivityEditPage,
              })),
          },
        ],
      },
      {
        element: <RequirePermission permission="promotions.write" />,
        children: [
          {
            path: paths.activityNew.path,
            lazy: () =>
              import('../features/activities/pages/activity-edit-page').then((module) => ({
                Component: module.ActivityEditPage,
              })),
          },
        ],
      },
      {
        element: <RequirePermission permission="goods.write" />,
        children: [
          {
            path: paths.goodsNew.path,
            lazy: () =>
              import('../features/goods/pages/goods-edit-page').then((module) => ({
                Component: module.GoodsEditPage,
              })),
          },
          {
            path: paths.goodsEdit.path,
            lazy: () =>
              import('../features/goods/pages/goods-edit-page').then((module) => ({
                Component: module.GoodsEditPage,
              })),
          },
          {
            path: paths.goodsImport.path,
            lazy: () =>
              import('../features/jobs/pages/goods-import-page').then((module) => ({
                Component: module.GoodsImportPage,
              })),
          },
        ],
      },
      {
        element: <RequirePermission permission={['goods.read', 'goods.write', 'orders.read']} />,
        children: [
          {
            path: paths.jobs.path,
            lazy: () =>
              import('../features/jobs/pages/jobs-page').then((module) => ({ Component: module.JobsPage })),
          },
          {
            path: paths.jobDetail.path,
            lazy: () =>
              import('../features/jobs/pages/job-detail-page').then((module) => ({
                Component: module.JobDetailPage,
              })),
          },
        ],
      },
      {
        element: <RequirePermission permission="audit.read" />,
        children: [
          {
            path: paths.audit.path,
            lazy: () =>
              import('../features/audit/pages/audit-page').then((module) => ({
                Component: module.AuditPage,
              })),
          },
        ],
      },
      {
        element: <RequirePermission permission="operators.manage" />,
        children: [
          {
            path: paths.operators.path,
            lazy: () =>
              import('../features/operators/pages/operators-page').then((module) => ({
                Component: module.OperatorsPage,
              })),
          },
        ],
      },
      {
        element: <RequirePermission permission="content.write" />,
        children: [
          {
            path: paths.content.path,
            lazy: () =>
              import('../features/content/pages/content-page').then((module) => ({
                Component: module.ContentPage,
              })),
          },
          {
            path: paths.articles.path,
            lazy: () =>
              import('../features/content/pages/articles-page').then((module) => ({
                Component: module.ArticlesPage,
              })),
          },
          {
            path: paths.articleNew.path,
            lazy: () =>
              import('../features/content/pages/article-edit-page').then((module) => ({
                Component: module.ArticleEditPage,
              })),
          },
          {
            path: paths.articleEdit.path,
            lazy: () =>
              import('../features/content/pages/article-edit-page').then((module) => ({
                Component: module.ArticleEditPage,
              })),
          },
          {
            path: paths.settings.path,
            lazy: () =>
              import('../features/content/pages/settings-page').then((module) => ({
                Component: module.SettingsPage,
              })),
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
