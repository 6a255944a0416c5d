import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import type { AdminBuyer } from '@yaocai/domain/contracts/admin';
import { useCan } from '../../../lib/operator';
import { useApproveBuyer } from '../api/approve-buyer';
import { canApprove, canReject } from '../buyer-review';
import { RejectBuyerModal } from './reject-buyer-modal';

/** 通过 and 拒绝 for operators who may review buyers, as far as the buyer's state allows. */
export function ReviewActions({ buyer, size }: { buyer: AdminBuyer; size?: 'small' | 'middle' }) {
  const mayReview = useCan('buyers.review');
  const approve = useApproveBuyer();
  const [rejecting, setRejecting] = useState(false);
  if (!mayReview) return null;
  return (
    // A click here (or in the confirm bubble, a portal of this tree) must not open the row's detail.
    <Space size="small" onClick={(event) => event.stopPropagation()}>
      {canApprove(buyer) && (
        <Popconfirm
          title="通过审核"
          description={`确定通过「${buyer.company}」的资质审核吗？`}
          okText="通过"
          cancelText="取消"
          onConfirm={() => approve.mutateAsync(buyer.id).catch(() => undefined)}
        >
          <Button type="primary" size={size} loading={approve.isPending}>
            通过
          </Button>
        </Popconfirm>
      )}
      {canReject(buyer) && (
        <Button danger size={size} onClick={() => setRejecting(true)}>
          拒绝
        </Button>
      )}
      <RejectBuyerModal buyer={buyer} open={rejecting} onClose={() => setRejecting(false)} />
    </Space>
  );
}
