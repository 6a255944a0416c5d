import type { Executor } from '../db/client.ts';
import { getShopSettings } from '../modules/content/settings.service.ts';
import { reissueInvoice } from '../modules/invoices/invoice-reissue.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';

/**
 * An operator issues an invoice again (发票管理 › 重开): voided with the reason and issued under a new
 * number with the seller as the settings name it now, audited on its order, in one transaction.
 */
export async function reissueInvoiceAudited(
  db: Executor,
  actor: AuditActor,
  invoiceId: number,
  reason: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { seller } = await getShopSettings(tx);
    const { voided, issued } = await reissueInvoice(tx, invoiceId, reason, seller);
    await recordAudit(tx, actor, {
      action: 'invoice.reissue',
      targetType: 'order',
      targetId: voided.orderId,
      before: { invoice_no: voided.invoiceNo, status: 'issued', amount_fen: voided.amountFen },
      after: { invoice_no: issued.invoiceNo, voided: voided.invoiceNo, reason },
    });
    return issued.id;
  });
}
