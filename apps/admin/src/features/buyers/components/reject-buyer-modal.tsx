import { Form, Input, Modal, Typography } from 'antd';
import { rejectBuyerBody, type AdminBuyer, type RejectBuyerBody } from '@yaocai/domain/contracts/admin';
import { schemaRule } from '../../../lib/form-rules';
import { useRejectBuyer } from '../api/reject-buyer';

const REASON_MAX = 200;

interface RejectBuyerModalProps {
  buyer: AdminBuyer;
  open: boolean;
  onClose: () => void;
}

export function RejectBuyerModal({ buyer, open, onClose }: RejectBuyerModalProps) {
  const [form] = Form.useForm<RejectBuyerBody>();
  const reject = useRejectBuyer({ onRejected: onClose });
  return (
    <Modal
      title="拒绝注册申请"
      open={open}
      okText="确认拒绝"
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      confirmLoading={reject.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {buyer.company}（{buyer.phone}）将收到拒绝原因，补充资料后可联系客服重新审核。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={({ reason }) => reject.mutate({ id: buyer.id, reason: reason.trim() })}
      >
        <Form.Item name="reason" label="拒绝原因" rules={[schemaRule(rejectBuyerBody.shape.reason)]}>
          <Input.TextArea rows={4} maxLength={REASON_MAX} showCount placeholder="请填写拒绝原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
