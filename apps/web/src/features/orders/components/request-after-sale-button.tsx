import { Button, Form, Input, Modal, Radio, Select, type FormRule } from 'antd';
import { useState } from 'react';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_REASONS,
  afterSaleBody,
  type AfterSaleKind,
  type OrderAfterSales,
} from '@yaocai/domain/contracts/after-sales';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { schemaRule, showServerFieldErrors } from '../../../lib/form-rules';
import { useRequestAfterSale } from '../api/request-after-sale';
import { ClaimLinesInput, claimRowsOf, type ClaimPick, type ClaimRow } from './claim-lines-input';

const FIELDS = ['kind', 'reason', 'description', 'lines'] as const;
const DESCRIPTION_MAX = 500;
const { shape } = afterSaleBody;

const kindOptions = Object.entries(AFTER_SALE_KINDS).map(([value, label]) => ({ value, label }));
const reasonOptions = AFTER_SALE_REASONS.map((value) => ({ value, label: value }));

interface AfterSaleValues {
  kind: AfterSaleKind;
  reason?: string;
  description?: string;
  lines: ClaimPick[];
}

/** Each picked line needs a number, at most what may still be claimed of it. */
const withinClaimable = (rows: ClaimRow[]): FormRule => ({
  validator: async (_rule, picks: ClaimPick[] = []) => {
    for (const { line, left } of rows) {
      const pick = picks.find((picked) => picked.line_id === line.id);
      if (!pick) continue;
      if (pick.number === null) throw new Error(`请填写${line.name}的售后数量`);
      if (pick.number > left) throw new Error(`${line.name}最多可申请${left}${line.bzdw}`);
    }
  },
});

interface RequestAfterSaleButtonProps {
  order: OrderDetail;
  claimable: OrderAfterSales['claimable'];
}

/**
 * 申请售后 and its dialog: which goods and how many, 仅退款 or 退货退款, and why; the server works out
 * the money. The dialog's form starts afresh at each opening, and closing gives the focus back.
 */
export function RequestAfterSaleButton({ order, claimable }: RequestAfterSaleButtonProps) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<AfterSaleValues>();
  const rows = claimRowsOf(order.lines, claimable);
  const close = () => setOpen(false);
  const request = useRequestAfterSale({
    onSuccess: close,
    onError: (error) => showServerFieldErrors(form, error, FIELDS),
  });
  const submit = (values: AfterSaleValues) =>
    request.mutate({ orderId: order.id, body: afterSaleBody.parse(values) });

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        申请售后
      </Button>
      <Modal
        open={open}
        title="申请售后"
        width={820}
        okText="提交申请"
        cancelText="取消"
        confirmLoading={request.isPending}
        onOk={() => form.submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Form
          form={form}
          name="after-sale"
          layout="vertical"
          className="yc-after-sale-form"
          initialValues={{ kind: 'refund', lines: [], description: '' }}
          onFinish={submit}
          clearOnDestroy
        >
          <p>订单号：{order.order_no}</p>
          <Form.Item label="售后类型" name="kind" required rules={[schemaRule(shape.kind)]}>
            <Radio.Group aria-label="售后类型" options={kindOptions} />
          </Form.Item>
          <Form.Item label="售后原因" name="reason" required rules={[schemaRule(shape.reason)]}>
            <Select options={reasonOptions} placeholder="请选择" />
          </Form.Item>
          {/* An empty status keeps the message under the table without painting every box in it red. */}
          <Form.Item
            label="售后商品"
            name="lines"
            required
            validateFirst
            validateStatus=""
            rules={[withinClaimable(rows), schemaRule(shape.lines)]}
          >
            <ClaimLinesInput rows={rows} />
          </Form.Item>
          <Form.Item label="问题描述" name="description" rules={[schemaRule(shape.description)]}>
            <Input.TextArea maxLength={DESCRIPTION_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
          </Form.Item>
          <p className="yc-after-sale-note">退款金额以商家审核为准</p>
        </Form>
      </Modal>
    </>
  );
}
