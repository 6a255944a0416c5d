import { rejectBuyerBody, type AdminBuyer } from '@yaocai/domain/contracts/admin';
import { ReasonModal } from '../../../components/reason-modal';
import { useRejectBuyer } from '../api/reject-buyer';

interface RejectBuyerModalProps {
  buyer: AdminBuyer;
  open: boolean;
  onClose: () => void;
}

export function RejectBuyerModal({ buyer, open, onClose }: RejectBuyerModalProps) {
  const reject = useRejectBuyer({ onRejected: onClose });
  return (
    <ReasonModal
      title="拒绝注册申请"
      intro={`${buyer.company}（${buyer.phone}）将收到拒绝原因，补充资料后可联系客服重新审核。`}
      label="拒绝原因"
      rule={rejectBuyerBody.shape.reason}
      okText="确认拒绝"
      open={open}
      pending={reject.isPending}
      onSubmit={(reason) => reject.mutate({ id: buyer.id, reason })}
      onClose={onClose}
    />
  );
}
