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

/** A refund of a payment, whole (its order cancelled) or in part (after-sales). */
export interface RefundRequest {
  /** The shop's number for this refund: the gateway makes each number's refund once, however often asked. */
  refundNo: string;
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
  /**
   * Gives back a payment the shop cannot keep (its order was cancelled). Resolves once the gateway
   * has made the refund; asking again with the same refund number refunds nothing more.
   */
  refund(request: RefundRequest): Promise<void>;
}
