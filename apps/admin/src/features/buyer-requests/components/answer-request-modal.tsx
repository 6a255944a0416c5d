import { Form, Input, Modal, Typography } from 'antd';
import { answerPurchaseRequestBody } from '@yaocai/domain/contracts/admin';
import type { AdminPurchaseRequest } from '@yaocai/domain/contracts/buyer-requests-responses';
import { schemaRule } from '../../../lib/form-rules';
import { useAnswerRequest } from '../api/buyer-requests';

/** Writes the answer to a 求购 request, which the buyer receives as a message. */
export function AnswerRequestModal({
  request,
  onClose,
}: {
  request: AdminPurchaseRequest;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ answer: string }>();
  const answer = useAnswerRequest({ onAnswered: onClose });
  return (
    <Modal
      open
      title={`回复求购：${request.goods_name}`}
      okText="发送回复"
      cancelText="取消"
      confirmLoading={answer.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {request.company}（{request.phone}）求购 {request.quantity} 件
        {request.expected_price ? `，期望单价 ¥${request.expected_price}` : ''}。回复将作为站内消息发给客户。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => answer.mutate({ id: request.id, answer: values.answer.trim() })}
      >
        <Form.Item
          name="answer"
          label="回复内容"
          rules={[schemaRule(answerPurchaseRequestBody.shape.answer)]}
        >
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
