import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { PaymentProvider, PaymentRequest, RefundRequest, VerifiedNotify } from './payment-provider.ts';
import { sandboxRefunds } from './payments.tables.ts';

/** Fields of a notify, in the order they are signed. */
const SIGNED_FIELDS = ['amount_fen', 'payment_id', 'status', 'trade_no'] as const;

export interface SandboxNotify {
  amount_fen: string;
  payment_id: string;
  status: 'paid';
  trade_no: string;
  sign: string;
}

export interface SandboxOptions {
  /** Where the sandbox keeps its refund records (the shop's database, in a table of its own). */
  db: Executor;
  /** How long it takes to answer a refund it has made. */
  refundDelayMs?: number;
  log?: FastifyBaseLogger;
}

/**
 * DEVELOPMENT SANDBOX, NOT A REAL GATEWAY: no money moves. It behaves like one where the shop can
 * tell: a cashier page, an asynchronous notify signed with a shared secret (HMAC-SHA256) that is
 * delivered late, and twice, until the shop answers `success`, and refunds made once per refund
 * number, recorded on its side before it answers.
 */
export class SandboxGateway implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly secret: string,
    private readonly options: SandboxOptions,
  ) {}

  cashierUrl(request: PaymentRequest): string {
    const query = new URLSearchParams({
      amount_fen: String(request.amountFen),
      subject: request.subject,
      return_url: request.returnUrl,
    });
    query.set('sign', this.#signLink(request.paymentId, request.amountFen, request.returnUrl));
    return `/api/pay/sandbox/${request.paymentId}?${query.toString()}`;
  }

  /**
   * Whether a cashier link is one this gateway issued: nobody can change its amount, nor where it
   * sends the buyer afterwards.
   */
  cashierLinkValid(link: { paymentId: number; amountFen: number; returnUrl: string; sign: string }): boolean {
    return this.#same(this.#signLink(link.paymentId, link.amountFen, link.returnUrl), link.sign);
  }

  #signLink(paymentId: number, amountFen: number, returnUrl: string): string {
    return this.#sign({
      payment_id: String(paymentId),
      amount_fen: String(amountFen),
      return_url: returnUrl,
    });
  }

  /** The notify the gateway sends once the buyer has paid at its cashier. */
  notifyFor(paymentId: number, amountFen: number): SandboxNotify {
    const fields = {
      amount_fen: String(amountFen),
      payment_id: String(paymentId),
      status: 'paid' as const,
      trade_no: `SBX${Date.now()}${randomBytes(4).toString('hex')}`,
    };
    return { ...fields, sign: this.#sign(fields) };
  }

  verifyNotify(fields: Record<string, unknown>): VerifiedNotify | null {
    const values: Record<string, string> = {};
    for (const key of SIGNED_FIELDS) {
      const value = fields[key];
      if (typeof value !== 'string' || value.length > 64) return null;
      values[key] = value;
    }
    if (typeof fields.sign !== 'string' || !this.#same(this.#sign(values), fields.sign)) return null;
    const paymentId = Number(values.payment_id);
    const amountFen = Number(values.amount_fen);
    if (values.status !== 'paid' || !Number.isSafeInteger(paymentId) || !Number.isSafeInteger(amountFen))
      return null;
    return { paymentId, tradeNo: values.trade_no!, amountFen };
  }

  async refund(request: RefundRequest): Promise<void> {
    const made = await this.options.db
      .insert(sandboxRefunds)
      .values(request)
      .onConflictDoNothing()
      .returning({ refundNo: sandboxRefunds.refundNo });
    if (made.length > 0) this.options.log?.info({ ...request }, 'sandbox gateway made a refund');
    if (this.options.refundDelayMs) await setTimeout(this.options.refundDelayMs);
  }

  /** The refunds the sandbox made for a payment, as its own records show them. */
  async refundsOf(paymentId: number): Promise<RefundRequest[]> {
    return this.options.db
      .select({
        refundNo: sandboxRefunds.refundNo,
        paymentId: sandboxRefunds.paymentId,
        tradeNo: sandboxRefunds.tradeNo,
        amountFen: sandboxRefunds.amountFen,
      })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, paymentId))
      .orderBy(asc(sandboxRefunds.createdAt));
  }

  #sign(fields: Record<string, string>): string {
    const canonical = Object.keys(fields)
      .sort()
      .map((key) => `${key}=${fields[key]}`)
      .join('&');
    return createHmac('sha256', this.secret).update(canonical).digest('hex');
  }

  #same(a: string, b: string): boolean {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  }
}
