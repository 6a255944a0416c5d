import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { useChineseValidationMessages } from '@yaocai/domain/validation/zod-locale';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { bodyPlugin, parseQueryString } from './plugins/body.ts';
import { cachesPlugin } from './plugins/caches.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { dbPlugin } from './plugins/db.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { answerClientError, answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { responseCheckPlugin } from './plugins/response-check.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { responseSerializerCompiler } from './plugins/serializer.ts';
import { sessionPlugin } from './plugins/session.ts';
import { operatorSessionPlugin } from './plugins/operator-session.ts';
import { healthPlugin } from './plugins/health.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { shutdownPlugin } from './plugins/shutdown.ts';
import { webPlugin } from './plugins/web.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { wechatRoutes } from './modules/accounts/wechat/wechat.routes.ts';
import { DevWechatProvider } from './modules/accounts/wechat/dev-wechat-provider.ts';
import type { WechatProvider } from './modules/accounts/wechat/wechat-provider.ts';
import type { SmsProvider } from './modules/accounts/sms/sms-provider.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { drawsRoutes } from './modules/promotions/draws.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { favouritesRoutes } from './modules/favourites/favourites.routes.ts';
import { licencesRoutes } from './modules/licences/licences.routes.ts';
import { buyerRequestsRoutes } from './modules/buyer-requests/buyer-requests.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { addressesRoutes } from './modules/accounts/addresses.routes.ts';
import { contractsRoutes } from './modules/contracts/contracts.routes.ts';
import { moneyRoutes } from './modules/money/money.routes.ts';
import { jobsPlugin } from './jobs/jobs.plugin.ts';
import { startOrderExpiry } from './workflows/order-expiry.job.ts';
import { startGoodsSheets } from './workflows/goods-sheets.jobs.ts';
import { startOrdersExport } from './workflows/orders-export.job.ts';
import { startOrderCompletion } from './modules/orders/order-completion.job.ts';
import { startGoodsSales } from './modules/catalog/goods-sales.job.ts';
import { startFavouriteNotices } from './workflows/favourite-notices.job.ts';
import { adminSheetsRoutes } from './admin/admin-sheets.routes.ts';
import { adminDashboardRoutes } from './admin/admin-dashboard.routes.ts';
import { adminOperatorsRoutes } from './admin/admin-operators.routes.ts';
import { adminListViewsRoutes } from './admin/admin-list-views.routes.ts';
import { adminBuyerManagersRoutes } from './admin/admin-buyer-managers.routes.ts';
import { getUserState, userStatePlugin } from './workflows/buyer-state.ts';
import { checkoutRoutes } from './workflows/checkout.routes.ts';
import { pointsRoutes } from './workflows/points.ts';
import { moneyPaymentsRoutes } from './workflows/money-payments.routes.ts';
import { startLicenceNotices } from './workflows/licence-notices.job.ts';
import { paymentNotifyRoutes } from './workflows/payment-notify.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { handleRefunds } from './modules/payments/payment-refund.job.ts';
import { handleAfterSaleRefunds } from './workflows/after-sale-refund.job.ts';
import { handleCancellationRefunds } from './workflows/cancellation-refund.job.ts';
import { afterSalesRoutes } from './workflows/after-sales.routes.ts';
import { adminAfterSalesRoutes } from './admin/admin-after-sales.routes.ts';
import { adminInvoicesRoutes } from './admin/admin-invoices.routes.ts';
import { adminBuyerContactRoutes } from './admin/admin-buyer-contact.routes.ts';
import { adminBuyerRequestsRoutes } from './admin/admin-buyer-requests.routes.ts';
import { adminCatalogRoutes } from './admin/admin-catalog.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { SandboxGateway } from './modules/payments/sandbox-gateway.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { operatorsRoutes } from './modules/operators/operators.routes.ts';
import { adminBuyersRoutes } from './admin/admin-buyers.routes.ts';
import { adminNotesRoutes } from './admin/admin-notes.routes.ts';
import { adminMoneyRoutes } from './admin/admin-money.routes.ts';
import { adminGoodsRoutes } from './admin/admin-goods.routes.ts';
import { adminOrdersRoutes } from './admin/admin-orders.routes.ts';
import { adminImagesRoutes } from './admin/admin-images.routes.ts';
import { adminLicencesRoutes } from './admin/admin-licences.routes.ts';
import { adminContentRoutes } from './admin/admin-content.routes.ts';
import { adminActivitiesRoutes } from './admin/admin-activities.routes.ts';
import { adminPointsExchangesRoutes } from './admin/admin-points-exchanges.routes.ts';
import { diskFileStore, type FileStore } from './modules/files/file-store.ts';
import { filesPlugin } from './modules/files/files.routes.ts';
import { buyerUploadsRoutes } from './modules/files/buyer-uploads.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { deskSeesPicture } from './modules/chat/chat.service.ts';
import { FILES_PATHS } from './modules/files/images.service.ts';
import { adminChatRoutes } from './admin/admin-chat.routes.ts';
import { liveRoutes } from './workflows/live/live.routes.ts';

export interface AppDependencies {
  db: Database;
  sms: SmsProvider;
  /** WeChat binding; the development provider when none is given. */
  wechat?: WechatProvider;
  /** Where uploads are kept; by default the folder FILES_DIR names. */
  files?: FileStore;
}

/** Composes the application: infrastructure plugins, then the business modules, then the web app. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  useChineseValidationMessages();
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    // A client that stops sending half-way (a dropped upload) gets 408 and its connection closed.
    // Node looks for such requests every connectionsCheckingInterval, and only when the timeout was
    // given as the server was created: Fastify's own requestTimeout is set on it later.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(routeTablePlugin);
  await app.register(openApiPlugin, { siteTitle: config.siteTitle });
  if (config.checkResponses) await app.register(responseCheckPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { db: deps.db });
  await app.register(cachesPlugin, config.caches);
  await app.register(shutdownPlugin);
  await app.register(healthPlugin);
  await app.register(metricsPlugin, config.metrics);
  await app.register(jobsPlugin, {
    maintenanceSeconds: config.jobs.maintenanceSeconds,
    stopTimeoutMs: Math.max(1000, (config.shutdown.timeoutMs - config.shutdown.drainMs) / 2),
  });
  await app.register(cookie);
  await app.register(bodyPlugin);
  await app.register(csrfPlugin, {
    allowedOrigins: config.allowedOrigins,
    cookieSecure: config.cookieSecure,
  });
  await app.register(sessionPlugin, { cookieSecure: config.cookieSecure });
  await app.register(operatorSessionPlugin);
  await app.register(rateLimitPlugin);
  await app.register(userStatePlugin);
  await app.register(filesPlugin, {
    store: deps.files ?? diskFileStore(config.filesDir),
    sharedWith: (name, permissions) => deskSeesPicture(app.db, FILES_PATHS.private + name, permissions),
  });

  await app.register(accountsRoutes, {
    config,
    sms: deps.sms,
    userState: (db, userId) => getUserState(db, app.caches, userId),
  });
  await app.register(wechatRoutes, { provider: deps.wechat ?? new DevWechatProvider() });
  await app.register(contentRoutes, { siteTitle: config.siteTitle });
  await app.register(catalogRoutes);
  await app.register(promotionsRoutes);
  await app.register(drawsRoutes);
  await app.register(cartRoutes);
  const gateway = new SandboxGateway(config.payment.sandboxSecret, {
    db: deps.db,
    refundDelayMs: config.payment.sandboxRefundMs,
    log: app.log,
  });
  await app.register(addressesRoutes);
  await app.register(messagesRoutes);
  await app.register(favouritesRoutes);
  await app.register(licencesRoutes);
  await app.register(buyerRequestsRoutes);
  await app.register(buyerUploadsRoutes);
  await app.register(chatRoutes);
  await app.register(liveRoutes, { live: config.live, allowedOrigins: config.allowedOrigins });
  await app.register(contractsRoutes, { siteTitle: config.siteTitle });
  await app.register(moneyRoutes);
  await app.register(ordersRoutes);
  await app.register(invoicesRoutes, { siteTitle: config.siteTitle });
  await app.register(pointsRoutes);
  await app.register(checkoutRoutes, { payMinutes: config.orders.payMinutes, provider: gateway });
  await app.register(paymentsRoutes, { gateway, notifyDelayMs: config.payment.sandboxNotifyMs });
  await app.register(moneyPaymentsRoutes, { provider: gateway });
  await app.register(paymentNotifyRoutes, { gateway });
  await handleRefunds(app, gateway);
  await handleAfterSaleRefunds(app, gateway);
  await handleCancellationRefunds(app, gateway);
  await app.register(afterSalesRoutes);
  await startOrderExpiry(app, config.orders.sweepMinutes);
  await startGoodsSheets(app);
  await startOrdersExport(app);
  await startOrderCompletion(app, config.orders.completeDays);
  await startGoodsSales(app, config.orders.salesFoldMinutes);
  await startLicenceNotices(app, config.licenceNoticeHour);
  await startFavouriteNotices(app, config.favouriteNoticeMinutes);
  await app.register(analyticsRoutes);
  await app.register(operatorsRoutes, { config });
  await app.register(adminBuyersRoutes);
  await app.register(adminNotesRoutes);
  await app.register(adminMoneyRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminListViewsRoutes);
  await app.register(adminBuyerManagersRoutes);
  await app.register(adminAfterSalesRoutes);
  await app.register(adminInvoicesRoutes, { siteTitle: config.siteTitle });
  await app.register(adminGoodsRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(adminSheetsRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminOperatorsRoutes);
  await app.register(adminImagesRoutes);
  await app.register(adminLicencesRoutes);
  await app.register(adminBuyerContactRoutes);
  await app.register(adminBuyerRequestsRoutes);
  await app.register(adminContentRoutes, { siteTitle: config.siteTitle });
  await app.register(adminActivitiesRoutes);
  await app.register(adminPointsExchangesRoutes);
  await app.register(adminChatRoutes);

  await app.register(webPlugin, {
    distDir: config.webDistDir,
    adminDistDir: config.adminDistDir,
    firstScreenEntry: config.webFirstScreenEntry,
    siteTitle: config.siteTitle,
  });
  return app;
}

function loggerOptions(config: Config) {
  if (config.log.level === 'silent') return false;
  if (config.log.format === 'json') return { level: config.log.level };
  return {
    level: config.log.level,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  };
}
