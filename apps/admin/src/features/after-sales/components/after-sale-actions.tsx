import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import type { AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { useCan } from '../../../lib/operator';
import { useApproveAfterSale } from '../api/approve-after-sale';
import { useReceiveReturn } from '../api/receive-return';
import { approveNotice, canApprove, canReceive, canReject, receiveNotice } from '../after-sale-review';
import { RejectAfterSaleModal } from './reject-after-sale-modal';

/** A confirmation's sentence, wrapped to a readable width. */
const Notice = ({ children }: { children: string }) => <div style={{ maxWidth: 300 }}>{children}</div>;

interface AfterSaleActionsProps {
  afterSale: AdminAfterSale;
  size?: 'small' | 'middle';
}

/** 同意, 确认收到退货并退款 and 拒绝, for operators who may refund, as far as the request's state allows. */
export function AfterSaleActions({ afterSale, size }: AfterSaleActionsProps) {
  const mayRefund = useCan('orders.refund');
  const approve = useApproveAfterSale();
  const receive = useReceiveReturn();
  const [rejecting, setRejecting] = useState(false);
  // Every state with an action allows 拒绝; the others (退款中, 已退款, 已拒绝) have none.
  if (!mayRefund || !canReject(afterSale)) return null;
  return (
    // A click here (or in the confirm bubble, a portal of this tree) must not open the row's detail.
    <Space size="small" onClick={(event) => event.stopPropagation()}>
      {canApprove(afterSale) && (
        <Popconfirm
          title="同意售后申请"
          description={<Notice>{approveNotice(afterSale)}</Notice>}
          okText="同意"
          cancelText="取消"
          onConfirm={() => approve.mutateAsync(afterSale.id).catch(() => undefined)}
        >
          <Button type="primary" size={size} loading={approve.isPending}>
            同意
          </Button>
        </Popconfirm>
      )}
      {canReceive(afterSale) && (
        <Popconfirm
          title="确认收到退货并退款"
          description={<Notice>{receiveNotice(afterSale)}</Notice>}
          okText="确认退款"
          cancelText="取消"
          onConfirm={() => receive.mutateAsync(afterSale.id).catch(() => undefined)}
        >
          <Button type="primary" size={size} loading={receive.isPending}>
            确认收到退货并退款
          </Button>
        </Popconfirm>
      )}
      <Button danger size={size} onClick={() => setRejecting(true)}>
        拒绝
      </Button>
      <RejectAfterSaleModal afterSale={afterSale} open={rejecting} onClose={() => setRejecting(false)} />
    </Space>
  );
}
