import { Card, Form, Select, Typography } from 'antd';
import { CUSTOMER_TYPES, customerTypes } from '@yaocai/domain/contracts/admin';
import { requiredLicencesBody } from '@yaocai/domain/contracts/licence-requirements';
import { LICENCE_TYPES } from '@yaocai/domain/contracts/licences';
import { schemaRule } from '../../../lib/form-rules';

const licenceOptions = Object.entries(LICENCE_TYPES).map(([value, label]) => ({ value, label }));

/** 客户必备证照: per kind of buyer, the licences that must be in force before approval. */
export function RequiredLicencesCard() {
  return (
    <Card title="客户必备证照" variant="borderless" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">
        审核通过客户时，必备证照须已上传、审核通过且在有效期内；否则须填写原因才能仍然通过（记入操作日志）。
      </Typography.Paragraph>
      {customerTypes.map((kind) => (
        <Form.Item
          key={kind}
          name={['required_licences', kind]}
          label={CUSTOMER_TYPES[kind]}
          rules={[schemaRule(requiredLicencesBody.shape[kind])]}
          extra={kind === 'other' ? '未设客户类型的客户按“其他”审核。' : undefined}
        >
          <Select mode="multiple" allowClear options={licenceOptions} placeholder="无必备证照" />
        </Form.Item>
      ))}
    </Card>
  );
}
