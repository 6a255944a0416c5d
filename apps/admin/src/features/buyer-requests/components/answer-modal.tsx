import type { ReactNode } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { answerBuyerBody } from '@yaocai/domain/contracts/admin';
import { schemaRule } from '../../../lib/form-rules';

interface AnswerModalProps {
  title: string;
  /** What is answered, said above the answer. */
  intro: ReactNode;
  pending: boolean;
  onAnswer: (answer: string) => void;
  onClose: () => void;
}

/** Writes an answer to something a buyer wrote; the buyer receives it as a message. */
export function AnswerModal({ title, intro, pending, onAnswer, onClose }: AnswerModalProps) {
  const [form] = Form.useForm<{ answer: string }>();
  return (
    <Modal
      open
      title={title}
      okText="发送回复"
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{intro}回复将作为站内消息发给客户。</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => onAnswer(values.answer.trim())}>
        <Form.Item name="answer" label="回复内容" rules={[schemaRule(answerBuyerBody.shape.answer)]}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
