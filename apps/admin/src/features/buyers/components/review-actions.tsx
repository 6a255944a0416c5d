import { useState } from 'react';
import { Button, Space } from 'antd';
import type { AdminBuyer } from '@yaocai/domain/contracts/admin';
import { useCan } from '../../../lib/operator';
import { canApprove, canReject } from '../buyer-review';
import { ApproveBuyerModal } from './approve-buyer-modal';
import { RejectBuyerModal } from './reject-buyer-modal';

/** 通过 and 拒绝 for operators who may review buyers, as far as the buyer's state allows. */
export function ReviewActions({ buyer, size }: { buyer: AdminBuyer; size?: 'small' | 'middle' }) {
  const mayReview = useCan('buyers.review');
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  if (!mayReview) return null;
  return (
    // A click here (or in a modal, a portal of this tree) must not open the row's detail.
    <Space size="small" onClick={(event) => event.stopPropagation()}>
      {canApprove(buyer) && (
        <Button type="primary" size={size} onClick={() => setApproving(true)}>
          通过
        </Button>
      )}
      {canReject(buyer) && (
        <Button danger size={size} onClick={() => setRejecting(true)}>
          拒绝
        </Button>
      )}
      <ApproveBuyerModal buyer={buyer} open={approving} onClose={() => setApproving(false)} />
      <RejectBuyerModal buyer={buyer} open={rejecting} onClose={() => setRejecting(false)} />
    </Space>
  );
}
