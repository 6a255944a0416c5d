// Query-key roots that one feature's work makes stale in another's cache (features never import each other).

/** The goods lists of features/goods; a goods import (features/jobs) changes prices and stock under them. */
export const goodsQueryRoot = ['goods'] as const;
