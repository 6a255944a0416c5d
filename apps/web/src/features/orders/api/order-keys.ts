export interface OrderListParams {
  state: number;
  page: number;
  page_size: number;
  keyword: string;
}

export interface InvoiceListParams {
  page: number;
  page_size: number;
  order_no: string;
  start_time?: string;
  end_time?: string;
}

export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (params: OrderListParams) => ['orders', 'list', params] as const,
  detail: (orderId: number) => ['orders', 'detail', orderId] as const,
  /** Under the order's key: whatever reloads the whole order reloads its requests too. */
  afterSales: (orderId: number) => ['orders', 'detail', orderId, 'after-sales'] as const,
  invoices: (params: InvoiceListParams) => ['orders', 'invoices', params] as const,
};
