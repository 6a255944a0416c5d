import { Button, Form, Input, InputNumber } from 'antd';
import { purchaseRequestBody } from '@yaocai/domain/contracts/buyer-requests';
import { isApiError } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { schemaRule, showServerFieldErrors } from '../../../lib/form-rules';
import { useFileRequest } from '../api/buyer-requests';

const { shape } = purchaseRequestBody;
const FIELDS = ['goods_name', 'manufacturer', 'spec', 'quantity', 'expected_price_fen', 'remark'] as const;

interface Values {
  goods_name: string;
  manufacturer?: string;
  spec?: string;
  quantity: number;
  /** Yuan as typed; sent in fen. */
  expected_price?: number | null;
  remark?: string;
}

/** 我要求购: goods the shop does not list, or not enough of; customer service answers by message. */
export function PurchaseRequestForm() {
  const [form] = Form.useForm<Values>();
  const file = useFileRequest();
  const submit = (values: Values) =>
    file.mutate(
      {
        goods_name: values.goods_name.trim(),
        manufacturer: values.manufacturer?.trim() ?? '',
        spec: values.spec?.trim() ?? '',
        quantity: values.quantity,
        ...(values.expected_price ? { expected_price_fen: Math.round(values.expected_price * 100) } : {}),
        remark: values.remark?.trim() ?? '',
      },
      {
        onSuccess: ({ msg }) => {
          void message.success(msg || '求购已提交');
          form.resetFields();
        },
        onError: (error) => {
          if (isApiError(error)) showServerFieldErrors(form, error, FIELDS);
        },
      },
    );
  return (
    <Form<Values>
      form={form}
      name="purchase-request"
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      wrapperCol={{ flex: '420px' }}
      onFinish={submit}
    >
      <Form.Item label="商品名称" name="goods_name" required rules={[schemaRule(shape.goods_name)]}>
        <Input maxLength={100} placeholder="通用名或商品名" />
      </Form.Item>
      <Form.Item label="生产厂家" name="manufacturer">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label="规格" name="spec">
        <Input maxLength={50} placeholder="如 0.25g*24粒" />
      </Form.Item>
      <Form.Item label="求购数量" name="quantity" rules={[{ required: true, message: '请填写求购数量' }]}>
        <InputNumber min={1} max={1_000_000} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="期望单价" name="expected_price">
        <InputNumber min={0.01} max={1_000_000} precision={2} prefix="¥" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={file.isPending}>
          提交求购
        </Button>
      </Form.Item>
    </Form>
  );
}
