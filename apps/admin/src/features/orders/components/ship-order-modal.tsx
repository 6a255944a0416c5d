import { useState, type ReactNode } from 'react';
import {
  Alert,
  AutoComplete,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Space,
  Table,
  Typography,
  type FormRule,
} from 'antd';
import { shipmentLine, shipOrderBody, type AdminOrderDetail } from '@yaocai/domain/contracts/admin';
import { isApiError } from '../../../lib/api-client';
import type { Dayjs } from '../../../lib/dayjs';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useShipOrder } from '../api/ship-order';
import {
  DAY_FORMAT,
  formFieldOf,
  remainingOf,
  shipmentOf,
  unshippedLines,
  type ShipFormValues,
} from '../shipping';

type OrderLine = AdminOrderDetail['lines'][number];

const CARRIERS = ['顺丰速运', '京东物流', '中通快递', '圆通速递', '申通快递', '韵达快递', 'EMS', '德邦快递'];

/** A rule that applies only to a line shipping at least one piece this time. */
const whenShipping =
  (
    row: number,
    check: (value: unknown, line: ShipFormValues['lines'][number]) => string | undefined,
  ): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const line = getFieldValue(['lines', row]) as ShipFormValues['lines'][number];
      if ((line.number ?? 0) <= 0) return;
      const problem = check(value, line);
      if (problem) throw new Error(problem);
    },
  });

const batchRule = (row: number) =>
  whenShipping(row, (value) => {
    const parsed = shipmentLine.shape.batch_no.safeParse(value ?? undefined);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  });
const producedRule = (row: number) => whenShipping(row, (value) => (value ? undefined : '请选择生产日期'));
const expiresRule = (row: number) =>
  whenShipping(row, (value, line) => {
    if (!value) return '请选择有效期';
    const producedOn = line.produced_on;
    return producedOn && !(value as Dayjs).isAfter(producedOn, 'day') ? '有效期须晚于生产日期' : undefined;
  });

interface ShipOrderModalProps {
  order: AdminOrderDetail;
  open: boolean;
  onClose: () => void;
}

export function ShipOrderModal({ order, open, onClose }: ShipOrderModalProps) {
  const [form] = Form.useForm<ShipFormValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const ship = useShipOrder({ onShipped: onClose });
  const lines = unshippedLines(order);
  const initialValues: ShipFormValues = {
    carrier: '',
    tracking_no: '',
    lines: lines.map((line) => ({ line_id: line.id, number: remainingOf(line) })),
  };

  const submit = () => {
    const { body, rows } = shipmentOf(form.getFieldsValue(true) as ShipFormValues);
    if (body.lines.length === 0) return setRefusal('请至少填写一个商品的本次发货数量');
    setRefusal(null);
    ship.mutate(
      { orderId: order.id, body },
      {
        onError: (error) => {
          if (!isApiError(error)) return setRefusal('发货失败，请稍后重试');
          if (!showFieldErrors(form, error, (field) => formFieldOf(field, rows))) setRefusal(error.msg);
        },
      },
    );
  };

  const cell = (
    row: number,
    field: 'number' | 'batch_no' | 'produced_on' | 'expires_on',
    rule: FormRule[],
    children: ReactNode,
  ) => (
    <Form.Item
      name={['lines', row, field]}
      rules={rule}
      dependencies={[
        ['lines', row, 'number'],
        ['lines', row, 'produced_on'],
      ]}
      style={{ margin: 0 }}
    >
      {children}
    </Form.Item>
  );

  return (
    <Modal
      title={`发货：${order.order_no}`}
      open={open}
      width={1080}
      okText="确认发货"
      onOk={() => form.submit()}
      confirmLoading={ship.isPending}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
    >
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} initialValues={initialValues} onFinish={submit} preserve={false} layout="vertical">
        <Space size="large" align="start">
          <Form.Item name="carrier" label="物流公司" rules={[schemaRule(shipOrderBody.shape.carrier)]}>
            <AutoComplete
              options={CARRIERS.map((value) => ({ value }))}
              placeholder="如：顺丰速运"
              style={{ width: 220 }}
            />
          </Form.Item>
          <Form.Item
            name="tracking_no"
            label="物流单号"
            rules={[schemaRule(shipOrderBody.shape.tracking_no)]}
          >
            <Input placeholder="字母、数字或横线" style={{ width: 260 }} />
          </Form.Item>
        </Space>
        <Typography.Paragraph type="secondary">
          每个商品填写本次发货数量及批号、生产日期、有效期；数量为 0 的商品本次不发。
        </Typography.Paragraph>
        <Table<OrderLine>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={lines}
          columns={[
            {
              title: '商品',
              dataIndex: 'name',
              render: (name: string, line) => (
                <>
                  <div>{name}</div>
                  <Typography.Text type="secondary">
                    {line.ypgg} · {line.warehouse}
                  </Typography.Text>
                </>
              ),
            },
            { title: '未发', width: 60, align: 'right', render: (_value, line) => remainingOf(line) },
            {
              title: '本次发货数量',
              width: 130,
              render: (_value, line, row) =>
                cell(
                  row,
                  'number',
                  [{ required: true, message: '请填写数量' }],
                  <InputNumber
                    aria-label={`${line.name} 本次发货数量`}
                    min={0}
                    max={remainingOf(line)}
                    precision={0}
                    style={{ width: '100%' }}
                  />,
                ),
            },
            {
              title: '批号',
              width: 160,
              render: (_value, line, row) =>
                cell(row, 'batch_no', [batchRule(row)], <Input aria-label={`${line.name} 批号`} />),
            },
            {
              title: '生产日期',
              width: 160,
              render: (_value, line, row) =>
                cell(
                  row,
                  'produced_on',
                  [producedRule(row)],
                  <DatePicker aria-label={`${line.name} 生产日期`} format={DAY_FORMAT} />,
                ),
            },
            {
              title: '有效期至',
              width: 160,
              render: (_value, line, row) =>
                cell(
                  row,
                  'expires_on',
                  [expiresRule(row)],
                  <DatePicker aria-label={`${line.name} 有效期至`} format={DAY_FORMAT} />,
                ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
