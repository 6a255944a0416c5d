import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, Modal, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  LICENCE_SCANS_MAX,
  LICENCE_TYPES,
  licenceBody,
  type Licence,
  type LicenceType,
} from '@yaocai/domain/contracts/licences';
import { ImageListField } from '../../../components/image-list-field';
import { isApiError } from '../../../lib/api-client';
import { dayjs, type Dayjs } from '../../../lib/dayjs';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useFileLicence } from '../api/licences';

interface LicenceValues {
  type: LicenceType;
  number: string;
  holder: string;
  valid_until: Dayjs | null;
  images: string[];
}

interface LicenceModalProps {
  buyerId: number;
  /** The company, offered as the holder of a new licence. */
  company: string;
  /** The licence to replace; without it, a new one of a type the buyer has none of. */
  licence: Licence | null;
  missing: LicenceType[];
  open: boolean;
  onClose: () => void;
}

const FIELDS = new Set(['number', 'holder', 'valid_until', 'images']);

/** Files a licence from its paper copy: number, holder, expiry and the scans. */
export function LicenceModal({ buyerId, company, licence, missing, open, onClose }: LicenceModalProps) {
  const [form] = Form.useForm<LicenceValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const file = useFileLicence(buyerId);
  const types = licence ? [licence.type] : missing;

  const submit = (values: LicenceValues) => {
    setRefusal(null);
    const body = {
      number: values.number,
      holder: values.holder,
      valid_until: values.valid_until?.format('YYYY-MM-DD') ?? null,
      images: values.images,
    };
    file.mutate(
      { type: values.type, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!isApiError(error)) return setRefusal('保存失败，请稍后重试');
          const nameOf = (field: string) =>
            FIELDS.has(field.split('.')[0]!) ? [field.split('.')[0]!] : null;
          if (!showFieldErrors(form, error, nameOf)) setRefusal(error.msg || '保存失败，请稍后重试');
        },
      },
    );
  };

  return (
    <Modal
      title={licence ? `更新${licence.type_name}` : '录入证照'}
      open={open}
      width={640}
      okText="保存"
      onOk={() => form.submit()}
      confirmLoading={file.isPending}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
    >
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        initialValues={{
          type: types[0],
          number: licence?.number ?? '',
          holder: licence?.holder ?? company,
          valid_until: licence?.valid_until ? dayjs(licence.valid_until) : null,
          images: licence?.images ?? [],
        }}
      >
        <Form.Item name="type" label="证照类型">
          <Select
            disabled={licence !== null}
            showSearch={{ optionFilterProp: 'label' }}
            options={types.map((type) => ({ value: type, label: LICENCE_TYPES[type] }))}
          />
        </Form.Item>
        <Form.Item name="number" label="证照编号" rules={[schemaRule(licenceBody.shape.number)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="holder" label="持有人" rules={[schemaRule(licenceBody.shape.holder)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="valid_until" label="有效期至" extra="长期有效的证照不填">
          <DatePicker style={{ width: 220 }} />
        </Form.Item>
        <Form.Item label="扫描件" required>
          <ImageListField
            name="images"
            purpose="licence"
            max={LICENCE_SCANS_MAX}
            altOf={(index) => `扫描件${index + 1}`}
            rules={[
              {
                validator: async (_rule, images: string[]) => {
                  if (!images?.length) throw new Error('请上传扫描件');
                },
              },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function AddLicenceButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button icon={<PlusOutlined />} onClick={onClick} disabled={disabled}>
      录入证照
    </Button>
  );
}
