import { Alert, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { CUSTOMER_TYPES, type AdminBuyer } from '@yaocai/domain/contracts/admin';
import {
  approveBuyerBody,
  describeShortfall,
  LICENCE_OVERRIDE_REASON_MAX,
} from '@yaocai/domain/contracts/licence-requirements';
import { LICENCE_TYPES } from '@yaocai/domain/contracts/licences';
import { LoadError } from '../../../components/load-error';
import { schemaRule } from '../../../lib/form-rules';
import { useApproveBuyer, useLicenceCheck } from '../api/approve-buyer';

interface ApproveBuyerModalProps {
  buyer: AdminBuyer;
  open: boolean;
  onClose: () => void;
}

const reasonRule = schemaRule(approveBuyerBody.unwrap().shape.override.unwrap().shape.reason);

/**
 * 通过审核: shows what of the licences the buyer's kind requires is missing, refused, expired or
 * unreviewed; approving anyway then needs a reason, which the audit log keeps.
 */
export function ApproveBuyerModal({ buyer, open, onClose }: ApproveBuyerModalProps) {
  const check = useLicenceCheck(buyer.id, open);
  const approve = useApproveBuyer({ onApproved: onClose });
  const [form] = Form.useForm<{ reason: string }>();
  const shortfall = check.data?.shortfall ?? [];
  const overriding = shortfall.length > 0;

  const body = () => {
    if (check.isError) return <LoadError error={check.error} onRetry={() => void check.refetch()} />;
    if (!check.data) return <Skeleton active paragraph={{ rows: 2 }} />;
    const kind = CUSTOMER_TYPES[check.data.customer_type];
    const required = check.data.required.map((type) => LICENCE_TYPES[type]).join('、') || '无';
    return (
      <>
        <Typography.Paragraph>
          客户类型：{kind}；必备证照：{required}
        </Typography.Paragraph>
        {overriding ? (
          <>
            <Alert
              type="warning"
              showIcon
              title="资质不全"
              description={
                <ul aria-label="资质问题" style={{ margin: 0, paddingInlineStart: 20 }}>
                  {shortfall.map((item) => (
                    <li key={item.type}>{describeShortfall([item])}</li>
                  ))}
                </ul>
              }
              style={{ marginBottom: 16 }}
            />
            <Form
              form={form}
              layout="vertical"
              preserve={false}
              onFinish={({ reason }) => approve.mutate({ id: buyer.id, overrideReason: reason.trim() })}
            >
              <Form.Item name="reason" label="仍然通过的原因" rules={[reasonRule]}>
                <Input.TextArea
                  rows={3}
                  maxLength={LICENCE_OVERRIDE_REASON_MAX}
                  showCount
                  placeholder="如：纸质许可证已当面核验，扫描件随后补传"
                />
              </Form.Item>
            </Form>
          </>
        ) : (
          <Alert type="success" showIcon title="必备证照齐全，均已审核通过且在有效期内" />
        )}
      </>
    );
  };

  return (
    <Modal
      title={`通过「${buyer.company}」的资质审核`}
      open={open}
      okText={overriding ? '仍然通过' : '确认通过'}
      okButtonProps={{ danger: overriding, disabled: !check.data }}
      onOk={() => (overriding ? form.submit() : approve.mutate({ id: buyer.id }))}
      confirmLoading={approve.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {body()}
    </Modal>
  );
}
