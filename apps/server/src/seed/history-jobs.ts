import type { Executor, Transaction } from '../db/client.ts';
import type { JobDefinition, JobQueue } from '../jobs/job.ts';
import { refundPayment, refundPaymentJob } from '../modules/payments/payment-refund.job.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';
import { afterSaleRefundJob, refundAfterSale } from '../workflows/after-sale-refund.job.ts';
import { expireOrderJob } from '../workflows/order-expiry.job.ts';

type Queued = { job: JobDefinition<object>; data: object };

/**
 * The jobs the history's events enqueue, run by the history itself once each event is done, as the
 * job runner would (it starts only after the seed): refunds through the sandbox gateway. An order's
 * expiry is left out, as the history decides itself which orders go unpaid. Any other job is refused,
 * so that no work a workflow asks for is silently lost.
 */
export class HistoryJobs implements JobQueue {
  private queued: Queued[] = [];

  constructor(private readonly provider: PaymentProvider) {}

  enqueue<Data extends object>(_db: Executor, job: JobDefinition<Data>, data: Data): Promise<void> {
    if (job.name === expireOrderJob.name) return Promise.resolve();
    if (job.name !== refundPaymentJob.name && job.name !== afterSaleRefundJob.name) {
      return Promise.reject(new Error(`The demo history cannot run job ${job.name}: teach history-jobs.ts`));
    }
    this.queued.push({ job, data });
    return Promise.resolve();
  }

  async runQueued(tx: Transaction): Promise<void> {
    const queued = this.queued;
    this.queued = [];
    for (const { job, data } of queued) {
      if (job.name === refundPaymentJob.name) {
        await refundPayment(tx, this.provider, (data as { paymentId: number }).paymentId);
      } else {
        await refundAfterSale(tx, this.provider, (data as { afterSaleId: number }).afterSaleId);
      }
    }
  }
}
