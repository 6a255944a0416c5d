import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { buyerMessageBody, type BuyerMessageBody } from '@yaocai/domain/contracts/admin';
import { isApiError } from '../../../lib/api-client';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useSendBuyerMessage } from '../api/buyer-contact';

interface SendMessageModalProps {
  buyerId: number;
  company: string;
  open: boolean;
  onClose: () => void;
}

/** Writes to the buyer; it arrives in their 我的消息 as unread. */
export function SendMessageModal({ buyerId, company, open, onClose }: SendMessageModalProps) {
  const [form] = Form.useForm<BuyerMessageBody>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useSendBuyerMessage(buyerId, { onSent: onClose });

  const submit = (values: BuyerMessageBody) => {
    setRefusal(null);
    send.mutate(values, {
      onError: (error) => {
        if (!isApiError(error)) return setRefusal('发送失败，请稍后重试');
        if (
          !showFieldErrors(form, error, (field) =>
            field === 'title' || field === 'content' ? [field] : null,
          )
        )
          setRefusal(error.msg || '发送失败，请稍后重试');
      },
    });
  };

  return (
    <Modal
      title="发送消息"
      open={open}
      okText="发送"
      onOk={() => form.submit()}
      confirmLoading={send.isPending}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        消息会出现在 {company} 的“我的消息”中，显示为未读。
      </Typography.Paragraph>
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item name="title" label="标题" rules={[schemaRule(buyerMessageBody.shape.title)]}>
          <Input maxLength={50} showCount placeholder="如：资质即将到期提醒" />
        </Form.Item>
        <Form.Item name="content" label="内容" rules={[schemaRule(buyerMessageBody.shape.content)]}>
          <Input.TextArea maxLength={500} showCount rows={5} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
