import { INVOICE_TYPE, type InvoiceType } from '@yaocai/domain/contracts/invoice';
import { badRequest } from '@yaocai/domain/errors';
import type { Executor } from '../db/client.ts';
import { invoiceBuyerOf, invoiceInfoOf } from '../modules/accounts/accounts.service.ts';
import { getShopSettings } from '../modules/content/settings.service.ts';
import { reissueInvoice, type InvoiceBuyerDetails } from '../modules/invoices/invoice-reissue.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';

const INCOMPLETE_FOR_SPECIAL = '客户的开票信息不完整，不能重开增值税专用发票，请客户先在账户设置中补全';

/**
 * The buyer as a reissued invoice names them: their 开票信息 as it is now, not as the old invoice
 * had it (the reason to reissue is most often a wrong title or tax number). A special VAT invoice
 * needs it complete, as submitting does.
 */
async function buyerNow(
  db: Executor,
  invoice: { userId: number; type: number },
): Promise<InvoiceBuyerDetails> {
  const info = await invoiceInfoOf(db, invoice.userId);
  const type = invoice.type as InvoiceType;
  if (type === INVOICE_TYPE.special && !info.complete) {
    throw badRequest(INCOMPLETE_FOR_SPECIAL);
  }
  const buyer = invoiceBuyerOf(info, type);
  return {
    title: buyer.title,
    taxNo: buyer.taxNo,
    addressPhone: buyer.addressPhone ?? '',
    bankAccount: buyer.bankAccount ?? '',
  };
}

/**
 * An operator issues an invoice again (发票管理 › 重开): voided with the reason and issued under a new
 * number with the buyer's 开票信息 and the seller as they are now, audited on its order, in one
 * transaction.
 */
export async function reissueInvoiceAudited(
  db: Executor,
  actor: AuditActor,
  invoiceId: number,
  reason: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { seller } = await getShopSettings(tx);
    const { voided, issued } = await reissueInvoice(tx, invoiceId, reason, seller, (old) =>
      buyerNow(tx, old),
    );
    await recordAudit(tx, actor, {
      action: 'invoice.reissue',
      targetType: 'order',
      targetId: voided.orderId,
      before: {
        invoice_no: voided.invoiceNo,
        status: 'issued',
        amount_fen: voided.amountFen,
        title: voided.title,
        tax_no: voided.taxNo,
      },
      after: {
        invoice_no: issued.invoiceNo,
        voided: voided.invoiceNo,
        reason,
        title: issued.title,
        tax_no: issued.taxNo,
      },
    });
    return issued.id;
  });
}
