import { reissueInvoiceBody, type AdminInvoice } from '@yaocai/domain/contracts/invoice';
import { ReasonModal } from '../../../components/reason-modal';
import { useReissueInvoice } from '../api/reissue-invoice';

interface ReissueInvoiceModalProps {
  invoice: AdminInvoice;
  open: boolean;
  onClose: () => void;
}

/** Confirms a reissue: the invoice is voided and the same goods and amount issued under a new number. */
export function ReissueInvoiceModal({ invoice, open, onClose }: ReissueInvoiceModalProps) {
  const reissue = useReissueInvoice({ onReissued: onClose });
  return (
    <ReasonModal
      title={`重开发票 ${invoice.invoice_no}`}
      intro={`发票 ${invoice.invoice_no}（¥${invoice.amount}）将作废，并以新号码按相同商品和金额、客户当前的开票信息（抬头、税号等）和当前销售方信息重新开具；此操作记入操作日志。`}
      label="重开原因"
      rule={reissueInvoiceBody.shape.reason}
      okText="确认作废并重开"
      open={open}
      pending={reissue.isPending}
      onSubmit={(reason) => reissue.mutate({ id: invoice.id, reason })}
      onClose={onClose}
    />
  );
}
