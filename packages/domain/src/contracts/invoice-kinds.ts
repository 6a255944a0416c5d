/** Blue (蓝字) invoices bill shipped goods; red-letter (红字) ones take back what was refunded of them. */
export const invoiceKinds = ['blue', 'red'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
export const INVOICE_KIND_LABEL: Record<InvoiceKind, string> = { blue: '蓝字发票', red: '红字发票' };

/** A voided invoice was issued again under a new number (reissue). */
export const invoiceStates = ['issued', 'voided'] as const;
export type InvoiceState = (typeof invoiceStates)[number];
export const INVOICE_STATE_LABEL: Record<InvoiceState, string> = { issued: '已开具', voided: '已作废' };
