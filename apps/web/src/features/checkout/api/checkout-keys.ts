export const checkoutKeys = {
  confirms: ['checkout', 'confirm'] as const,
  confirm: (ids: readonly number[], couponId: number | null) =>
    ['checkout', 'confirm', ids, couponId] as const,
  order: (orderId: number) => ['checkout', 'order', orderId] as const,
  balance: ['checkout', 'balance'] as const,
  credit: ['checkout', 'credit'] as const,
  contract: ['checkout', 'contract'] as const,
};

/** Every cart query starts with 'cart' (the cart feature's own keys, which this feature may not import). */
export const CART_QUERIES = ['cart'] as const;
