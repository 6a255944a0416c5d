import { Checkbox, Form, Input, Modal } from 'antd';
import { addressBody, type Address } from '@yaocai/domain/contracts/address';
import { useCreateAddress, useUpdateAddress, type AddressFields } from '../lib/addresses';
import type { ApiError } from '../lib/api-client';
import { schemaRule, showServerFieldErrors } from '../lib/form-rules';

const FIELDS = ['name', 'phone', 'province', 'city', 'district', 'detail', 'is_default'] as const;

interface AddressValues extends Omit<AddressFields, 'is_default'> {
  is_default: boolean;
}

const { shape } = addressBody;

const valuesOf = (address: Address | null): Partial<AddressValues> =>
  address ? { ...address, is_default: address.is_default === 1 } : { is_default: false };

interface AddressModalProps {
  /** The address to change, or null to add one. */
  address: Address | null;
  onSaved: (address: Address) => void;
  onClose: () => void;
}

/** Adds or changes a delivery address; shown only while open, so each opening starts afresh. */
export function AddressModal({ address, onSaved, onClose }: AddressModalProps) {
  const [form] = Form.useForm<AddressValues>();
  const showErrors = (error: ApiError) => showServerFieldErrors(form, error, FIELDS);
  const saved = { onSuccess: ({ data }: { data: Address }) => onSaved(data), onError: showErrors };
  const create = useCreateAddress(saved);
  const update = useUpdateAddress(saved);

  const save = ({ is_default, ...values }: AddressValues) => {
    const fields: AddressFields = { ...values, is_default: is_default ? 1 : 0 };
    if (address) update.mutate({ addressId: address.id, fields });
    else create.mutate(fields);
  };

  return (
    <Modal
      open
      title={address ? '修改收货地址' : '新增收货地址'}
      okText="保存"
      cancelText="取消"
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        name="address"
        layout="horizontal"
        labelCol={{ flex: '84px' }}
        wrapperCol={{ flex: 'auto' }}
        initialValues={valuesOf(address)}
        onFinish={save}
      >
        <Form.Item label="收货人" name="name" required rules={[schemaRule(shape.name)]}>
          <Input maxLength={30} autoComplete="name" />
        </Form.Item>
        <Form.Item label="联系电话" name="phone" required rules={[schemaRule(shape.phone)]}>
          {/* A mobile number (11 digits) or a landline such as 021-12345678 (spec §5: at most 12 characters). */}
          <Input maxLength={12} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item label="省份" name="province" required rules={[schemaRule(shape.province)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item label="城市" name="city" required rules={[schemaRule(shape.city)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item label="区县" name="district" required rules={[schemaRule(shape.district)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item label="详细地址" name="detail" required rules={[schemaRule(shape.detail)]}>
          <Input.TextArea
            maxLength={120}
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder="街道、门牌号等"
          />
        </Form.Item>
        <Form.Item label="默认地址" name="is_default" valuePropName="checked">
          <Checkbox>设为默认地址</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
