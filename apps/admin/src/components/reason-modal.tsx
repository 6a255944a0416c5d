import type { ReactNode } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { text } from '@yaocai/domain/validation/text';
import { schemaRule } from '../lib/form-rules';

const REASON_MAX = 200;
const reasonRule = (label: string) => schemaRule(text(label, REASON_MAX, { multiline: true }));

interface ReasonModalProps {
  title: string;
  /** Who is told the reason, and what they may do next. */
  intro: ReactNode;
  /** The reason field's label (拒绝原因, 驳回原因). */
  label: string;
  okText: string;
  /** The contract's rule for the reason, when it names the field its own way. */
  rule?: Parameters<typeof schemaRule>[0];
  open: boolean;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason of a refusal, which the buyer is sent. */
export function ReasonModal({
  title,
  intro,
  label,
  okText,
  rule,
  open,
  pending,
  onSubmit,
  onClose,
}: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      title={title}
      open={open}
      okText={okText}
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      confirmLoading={pending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} onFinish={({ reason }) => onSubmit(reason.trim())}>
        <Form.Item name="reason" label={label} rules={[rule ? schemaRule(rule) : reasonRule(label)]}>
          <Input.TextArea rows={4} maxLength={REASON_MAX} showCount placeholder={`请填写${label}`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
