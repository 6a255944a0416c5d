import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import {
  adminCancelOrderBody,
  type AdminCancelOrderBody,
  type AdminOrderDetail,
} from '@yaocai/domain/contracts/admin';
import { PAY_METHOD_LABEL } from '@yaocai/domain/contracts/checkout';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { isApiError } from '../../../lib/api-client';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useCancelOrder } from '../api/cancel-order';
import { remainingOf } from '../shipping';

const REASON_MAX = 100;

const fieldOf = (field: string) => (field === 'reason' ? ['reason'] : null);

interface CancelOrderModalProps {
  order: AdminOrderDetail;
  open: boolean;
  onClose: () => void;
  /** 取消未发部分: cancel only the pieces still owed of a part-shipped order. */
  unshipped?: boolean;
}

/** What cancelling does to the money, as the dialog tells the operator before they confirm. */
function consequence(order: AdminOrderDetail, unshipped: boolean): string {
  const way = order.pay_method ? `（${PAY_METHOD_LABEL[order.pay_method]}）` : '';
  if (unshipped) {
    const owed = order.lines
      .filter((line) => remainingOf(line) > 0)
      .map((line) => `${line.name} ${remainingOf(line)}${line.bzdw}`)
      .join('、');
    return `将取消尚未发货的：${owed}。这些商品的实付金额按原支付方式${way}退回，库存释放，订单随即变为已发货。`;
  }
  return order.status === ORDER_STATUS.unpaid
    ? '该订单尚未付款，取消后订单关闭，库存释放。'
    : `该订单已付款 ¥${order.payable}，取消后款项将按原支付方式${way}退回。`;
}

export function CancelOrderModal({ order, open, onClose, unshipped = false }: CancelOrderModalProps) {
  const [form] = Form.useForm<AdminCancelOrderBody>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = useCancelOrder({ onCancelled: onClose });

  const submit = ({ reason }: AdminCancelOrderBody) => {
    setRefusal(null);
    cancel.mutate(
      { orderId: order.id, body: { reason: reason.trim() }, unshipped },
      {
        onError: (error) => {
          if (!isApiError(error)) return setRefusal('取消失败，请稍后重试');
          if (!showFieldErrors(form, error, fieldOf)) setRefusal(error.msg || '取消失败，请稍后重试');
        },
      },
    );
  };

  return (
    <Modal
      title={`${unshipped ? '取消未发部分' : '取消订单'}：${order.order_no}`}
      open={open}
      okText={unshipped ? '确认取消未发部分' : '确认取消订单'}
      okButtonProps={{ danger: true }}
      cancelText="不取消"
      onOk={() => form.submit()}
      confirmLoading={cancel.isPending}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {consequence(order, unshipped)}
        取消后不可恢复。
      </Typography.Paragraph>
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item name="reason" label="取消原因" rules={[schemaRule(adminCancelOrderBody.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount placeholder="如：客户要求取消" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
