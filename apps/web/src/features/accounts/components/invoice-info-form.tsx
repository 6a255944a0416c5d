import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { invoiceInfoBody, type InvoiceInfo, type InvoiceInfoBody } from '@yaocai/domain/contracts/user';
import { LoadFailed } from '../../../components/load-failed';
import { message } from '../../../lib/feedback';
import { schemaRule, showServerFieldErrors } from '../../../lib/form-rules';
import { useInvoiceInfo, useSaveInvoiceInfo } from '../api/account-settings';

const { shape } = invoiceInfoBody;
const FIELDS = ['tax_no', 'bank_name', 'bank_account', 'address', 'phone'] as const;

function InvoiceInfoFields({ info }: { info: InvoiceInfo }) {
  const [form] = Form.useForm<InvoiceInfoBody>();
  const save = useSaveInvoiceInfo({
    onSuccess: ({ msg }) => void message.success(msg || '开票信息已保存'),
    onError: (error) => showServerFieldErrors(form, error, FIELDS),
  });
  const trimmed = (values: InvoiceInfoBody) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as InvoiceInfoBody;
  return (
    <>
      {!info.complete && (
        <Alert
          type="info"
          showIcon
          title="填写完整的开票信息后，下单时可选择增值税专用发票"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<InvoiceInfoBody>
        form={form}
        name="invoice-info"
        layout="horizontal"
        labelCol={{ flex: '110px' }}
        wrapperCol={{ flex: '420px' }}
        initialValues={info}
        onFinish={(values) => save.mutate(trimmed(values))}
      >
        <Form.Item label="发票抬头">
          <span>{info.company}</span>
        </Form.Item>
        <Form.Item label="纳税人识别号" name="tax_no" required rules={[schemaRule(shape.tax_no)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item label="开户银行" name="bank_name" required rules={[schemaRule(shape.bank_name)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="银行账号" name="bank_account" required rules={[schemaRule(shape.bank_account)]}>
          <Input maxLength={40} inputMode="numeric" />
        </Form.Item>
        <Form.Item label="注册地址" name="address" required rules={[schemaRule(shape.address)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="注册电话" name="phone" required rules={[schemaRule(shape.phone)]}>
          <Input maxLength={20} inputMode="tel" />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存开票信息
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}

/** 开票信息: what a special VAT invoice (专票) carries; with all of it, checkout offers one. */
export function InvoiceInfoForm() {
  const info = useInvoiceInfo();
  if (info.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (info.isError)
    return <LoadFailed title="开票信息加载失败" error={info.error} onRetry={() => void info.refetch()} />;
  return <InvoiceInfoFields info={info.data} />;
}
