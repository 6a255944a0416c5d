import { Alert, Checkbox, DatePicker, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import {
  LICENCE_SCANS_MAX,
  LICENCE_TYPES,
  REQUIRED_LICENCE_TYPES,
  type Licence,
  type LicenceType,
} from '@yaocai/domain/contracts/licences';
import { dayjs, type Dayjs } from '../../../lib/dayjs';
import { message } from '../../../lib/feedback';
import { useSubmitLicence } from '../api/qualifications';
import { PictureList } from '../../../components/picture-list';

interface Values {
  number: string;
  holder: string;
  valid_until: Dayjs | null;
  forever: boolean;
  images: string[];
}

/** Uploads a licence of one type, new or replacing the one on file; it is then reviewed. */
export function LicenceFormModal({
  type,
  current,
  company,
  onClose,
}: {
  type: LicenceType;
  current: Licence | undefined;
  company: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const submit = useSubmitLicence();
  const [forever, setForever] = useState(current ? current.valid_until === null : false);
  const name = LICENCE_TYPES[type];
  const holdsOrders = REQUIRED_LICENCE_TYPES.includes(type) && current?.state === 'approved';

  const save = (values: Values) =>
    submit.mutate(
      {
        type,
        form: {
          number: values.number.trim(),
          holder: values.holder.trim(),
          ...(values.forever || !values.valid_until
            ? {}
            : { valid_until: values.valid_until.format('YYYY-MM-DD') }),
          images: values.images,
        },
      },
      {
        onSuccess: () => {
          void message.success('已提交，请等待审核');
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={`${current ? '更换' : '上传'}${name}`}
      okText="提交审核"
      cancelText="取消"
      confirmLoading={submit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {holdsOrders && (
        <Alert
          type="warning"
          showIcon
          title="更换后需重新审核，审核通过前暂时无法下单"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{
          number: current?.number ?? '',
          holder: current?.holder ?? company,
          valid_until: current?.valid_until ? dayjs(current.valid_until) : null,
          forever,
          images: [],
        }}
      >
        <Form.Item
          name="number"
          label="证照编号"
          rules={[{ required: true, whitespace: true, message: '请填写证照编号' }, { max: 50 }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="holder"
          label="持有人"
          rules={[{ required: true, whitespace: true, message: '请填写持有人' }, { max: 100 }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="有效期至" required={!forever}>
          <div className="yc-licence-validity">
            <Form.Item name="valid_until" noStyle rules={[{ required: !forever, message: '请选择有效期' }]}>
              <DatePicker
                aria-label="有效期至"
                disabled={forever}
                disabledDate={(day) => day.isBefore(dayjs(), 'day')}
              />
            </Form.Item>
            <Form.Item name="forever" valuePropName="checked" noStyle>
              <Checkbox onChange={(event) => setForever(event.target.checked)}>长期有效</Checkbox>
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item
          name="images"
          label="扫描件"
          rules={[{ required: true, type: 'array', min: 1, message: '请上传扫描件' }]}
          extra="请上传加盖公章的清晰扫描件或照片，JPG、PNG 格式，单张不超过 8 MB"
        >
          <PictureList name={name} purpose="licence" max={LICENCE_SCANS_MAX} label="扫描件" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
