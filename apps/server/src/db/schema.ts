/** Every module's tables, for Drizzle's query builder and drizzle-kit. Modules import their own tables directly. */
export * from '../modules/accounts/accounts.tables.ts';
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/content/content.tables.ts';
export * from '../modules/money/money.tables.ts';
export * from '../modules/promotions/promotions.tables.ts';
export * from '../modules/cart/cart.tables.ts';
export * from '../modules/orders/orders.tables.ts';
export * from '../modules/payments/payments.tables.ts';
export * from '../modules/contracts/contracts.tables.ts';
export * from '../modules/messages/messages.tables.ts';
export * from '../modules/operators/operators.tables.ts';
export * from '../modules/analytics/analytics.tables.ts';
export * from '../plugins/rate-limit.tables.ts';
export * from '../modules/spreadsheets/spreadsheets.tables.ts';
export * from '../modules/licences/licences.tables.ts';
export * from '../modules/after-sales/after-sales.tables.ts';
export * from '../modules/favourites/favourites.tables.ts';
