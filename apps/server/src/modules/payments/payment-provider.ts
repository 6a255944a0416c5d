/** What the shop asks of an online payment gateway; the sandbox below stands in for a real one. */
export interface PaymentRequest {
  paymentId: number;
  amountFen: number;
  subject: string;
  /** Where the buyer's browser goes after paying. */
  returnUrl: string;
}

/** A notify the gateway sent, once its signature is checked. */
export interface VerifiedNotify {
  paymentId: number;
  tradeNo: string;
  amountFen: number;
}

export interface PaymentProvider {
  readonly name: string;
  /** The gateway's cashier page for this payment. */
  cashierUrl(request: PaymentRequest): string;
  /** The notify's fields if its signature is the gateway's, else null. */
  verifyNotify(fields: Record<string, unknown>): VerifiedNotify | null;
  /** Gives money back for a payment the shop cannot use (the order was cancelled meanwhile). */
  refund(payment: { paymentId: number; tradeNo: string; amountFen: number }): Promise<void>;
}
