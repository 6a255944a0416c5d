// Query-key roots that one feature's work makes stale in another's cache (features never import each other).

/** The goods lists of features/goods; a goods import (features/jobs) changes prices and stock under them. */
export const goodsQueryRoot = ['goods'] as const;

/** The orders of features/orders. */
export const ordersQueryRoot = ['orders'] as const;

/**
 * One order's page and what it shows (features/orders); reviewing an after-sales request on it
 * (features/after-sales) changes them.
 */
export const orderQueryRoot = (id: number) => [...ordersQueryRoot, 'detail', id] as const;

/** One buyer's page and what it shows (features/buyers). */
export const buyerQueryRoot = (id: number) => ['buyers', 'detail', id] as const;

/** The dashboard's figures and counts to do (features/dashboard), read again as the shop's work comes and goes. */
export const dashboardQueryRoot = ['dashboard'] as const;

/** The service desk's conversations, messages and agents (features/chat). */
export const chatQueryRoot = ['chat'] as const;
/** The desk's lists of conversations, read again as a message comes. */
export const chatConversationsRoot = [...chatQueryRoot, 'conversations'] as const;
/** One conversation's messages, read again as one of its messages comes. */
export const chatMessagesKey = (id: number) => [...chatQueryRoot, 'messages', id] as const;
