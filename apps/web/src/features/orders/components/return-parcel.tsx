import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import {
  returnParcelBody,
  type AfterSale,
  type ReturnParcelBody,
} from '@yaocai/domain/contracts/after-sales';
import { schemaRule, showServerFieldErrors } from '../../../lib/form-rules';
import { useSendReturnParcel } from '../api/send-return-parcel';

const FIELDS = ['carrier', 'tracking_no'] as const;
const { shape } = returnParcelBody;

/** With onDone, a correction of the parcel sent: it takes the focus and can be given up. */
function ParcelForm({ request, onDone }: { request: AfterSale; onDone?: () => void }) {
  const [form] = Form.useForm<ReturnParcelBody>();
  const send = useSendReturnParcel({
    onSuccess: () => onDone?.(),
    onError: (error) => showServerFieldErrors(form, error, FIELDS),
  });
  const save = (parcel: ReturnParcelBody) =>
    send.mutate({ orderId: request.order_id, afterSaleId: request.id, parcel });
  return (
    <Form
      form={form}
      name={`return-parcel-${request.id}`}
      layout="inline"
      className="yc-after-sale-parcel-form"
      initialValues={{ carrier: request.return_carrier ?? '', tracking_no: request.return_tracking_no ?? '' }}
      onFinish={save}
    >
      <Form.Item label="物流公司" name="carrier" required rules={[schemaRule(shape.carrier)]}>
        <Input maxLength={30} autoFocus={onDone !== undefined} />
      </Form.Item>
      <Form.Item label="运单号" name="tracking_no" required rules={[schemaRule(shape.tracking_no)]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          提交物流
        </Button>
      </Form.Item>
      {onDone && (
        <Form.Item>
          <Button onClick={onDone}>取消</Button>
        </Form.Item>
      )}
    </Form>
  );
}

/**
 * The goods' way back: an approved return asks for the parcel, which the buyer may correct while the
 * seller has not received it; afterwards it is only shown.
 */
export function ReturnParcel({ request }: { request: AfterSale }) {
  const [editing, setEditing] = useState(false);
  const returning = request.status === 'returning';
  const sent = request.return_carrier !== null && request.return_tracking_no !== null;
  if (returning && !sent) {
    return (
      <div className="yc-after-sale-parcel">
        <p className="yc-after-sale-ask">请将商品寄回商家，并填写退货物流</p>
        <ParcelForm request={request} />
      </div>
    );
  }
  if (!sent) return null;
  if (editing && returning) {
    return (
      <div className="yc-after-sale-parcel">
        <ParcelForm request={request} onDone={() => setEditing(false)} />
      </div>
    );
  }
  return (
    <div className="yc-after-sale-parcel">
      <span>退货物流：{request.return_carrier}</span>
      <span>运单号：{request.return_tracking_no}</span>
      {returning && (
        <Button type="link" onClick={() => setEditing(true)}>
          修改物流
        </Button>
      )}
    </div>
  );
}
