import { AutoComplete, Button, Modal } from 'antd';
import { useState } from 'react';
import type { OrderSummary } from '@yaocai/domain/contracts/order-responses';
import { useCancelOrder } from '../api/cancel-order';
import { isPaid } from '../order-display';

const CANCEL_REASON_MAX = 100;
const CANCEL_REASONS = [
  '不想买了',
  '商品选错或选多了',
  '收货信息填写错误',
  '重复下单',
  '价格或运费不合适',
].map((value) => ({ value }));

/** Asks first, with an optional reason (pick one or write one), then cancels. */
export function CancelOrderButton({ order }: { order: OrderSummary }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder({ onCancelled: () => setOpen(false) });
  const ask = () => {
    setReason('');
    setOpen(true);
  };
  return (
    <>
      <Button onClick={ask}>取消订单</Button>
      <Modal
        open={open}
        title="确定取消该订单吗?"
        okText="确定取消"
        cancelText="暂不取消"
        confirmLoading={cancel.isPending}
        onOk={() => cancel.mutate({ orderId: order.id, reason: reason.trim() })}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <div className="yc-orders-cancel">
          <p>订单号：{order.order_no}</p>
          {isPaid(order) && <p className="yc-orders-refund-note">已支付的金额将原路退回</p>}
          <AutoComplete
            className="yc-orders-cancel-reason"
            aria-label="取消原因"
            placeholder="取消原因（选填，可选择或填写）"
            options={CANCEL_REASONS}
            value={reason}
            onChange={setReason}
            maxLength={CANCEL_REASON_MAX}
            allowClear
          />
        </div>
      </Modal>
    </>
  );
}
