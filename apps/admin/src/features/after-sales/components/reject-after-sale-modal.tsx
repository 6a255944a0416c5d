import { rejectAfterSaleBody, type AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { ReasonModal } from '../../../components/reason-modal';
import { useRejectAfterSale } from '../api/reject-after-sale';

interface RejectAfterSaleModalProps {
  afterSale: AdminAfterSale;
  open: boolean;
  onClose: () => void;
}

export function RejectAfterSaleModal({ afterSale, open, onClose }: RejectAfterSaleModalProps) {
  const reject = useRejectAfterSale({ onRejected: onClose });
  return (
    <ReasonModal
      title="拒绝售后申请"
      intro={`${afterSale.company}（${afterSale.phone}）将收到拒绝原因；这些商品之后仍可再次申请售后。`}
      label="拒绝原因"
      rule={rejectAfterSaleBody.shape.reason}
      okText="确认拒绝"
      open={open}
      pending={reject.isPending}
      onSubmit={(reason) => reject.mutate({ id: afterSale.id, reason })}
      onClose={onClose}
    />
  );
}
