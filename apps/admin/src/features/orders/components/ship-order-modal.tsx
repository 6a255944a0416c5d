import { useState, type ReactNode } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  AutoComplete,
  Button,
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
  initialRows,
  lotNumberOf,
  remainingOf,
  sendingOf,
  shipmentOf,
  unshippedLines,
  type ShipFormValues,
  type ShipLineValues,
} from '../shipping';

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

/** What the rows of one line ship together may not exceed what it still owes. */
const totalRule =
  (row: number, owed: number): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const rows = getFieldValue('lines') as ShipLineValues[];
      if (sendingOf(rows, rows[row]!.line_id) > owed) throw new Error(`合计超过未发数量（剩余${owed}）`);
    },
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
  const lines = new Map(unshippedLines(order).map((line) => [line.id, line]));
  const initialValues: ShipFormValues = { carrier: '', tracking_no: '', lines: initialRows(order) };
  const rows =
    (Form.useWatch('lines', { form, preserve: true }) as ShipLineValues[] | undefined) ?? initialValues.lines;
  const lineOf = (row: number) => lines.get(rows[row]?.line_id ?? 0);
  const owedOf = (row: number) => {
    const line = lineOf(row);
    return line ? remainingOf(line) : 0;
  };

  const submit = () => {
    const { body, rows: sent } = shipmentOf(form.getFieldsValue(true) as ShipFormValues);
    if (body.lines.length === 0) return setRefusal('请至少填写一个商品的本次发货数量');
    setRefusal(null);
    ship.mutate(
      { orderId: order.id, body },
      {
        onError: (error) => {
          if (!isApiError(error)) return setRefusal('发货失败，请稍后重试');
          if (!showFieldErrors(form, error, (field) => formFieldOf(field, sent))) setRefusal(error.msg);
        },
      },
    );
  };

  /** How a row's controls are named: the goods, and which lot of it from the second on. */
  const nameOf = (row: number) => {
    const lot = lotNumberOf(rows, row);
    return `${lineOf(row)?.name ?? ''}${lot > 1 ? ` 第${lot}批` : ''}`;
  };

  const cell = (
    row: number,
    field: 'number' | 'batch_no' | 'produced_on' | 'expires_on',
    rule: FormRule[],
    children: ReactNode,
  ) => (
    <Form.Item
      name={[row, field]}
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

  const dateColumn = (
    title: string,
    field: 'produced_on' | 'expires_on',
    rule: (row: number) => FormRule,
    width: number,
  ) => ({
    title,
    width,
    render: (_value: unknown, row: { name: number }) =>
      cell(
        row.name,
        field,
        [rule(row.name)],
        <DatePicker aria-label={`${nameOf(row.name)} ${title}`} format={DAY_FORMAT} />,
      ),
  });

  return (
    <Modal
      title={`发货：${order.order_no}`}
      open={open}
      width={1180}
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
          每个商品填写本次发货数量及批号、生产日期、有效期（已按商品资料或上次发货的批号预填，请核对）；
          一个商品出自多个批号时点“添加批号”分行填写；数量为 0 的行本次不发。
        </Typography.Paragraph>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              columns={[
                {
                  title: '商品',
                  render: (_value, field) => {
                    const line = lineOf(field.name);
                    const lot = lotNumberOf(rows, field.name);
                    return lot > 1 ? (
                      <Typography.Text type="secondary">第{lot}批</Typography.Text>
                    ) : (
                      <>
                        <div>{line?.name}</div>
                        <Typography.Text type="secondary">
                          {line?.ypgg} · {line?.warehouse}
                        </Typography.Text>
                      </>
                    );
                  },
                },
                {
                  title: '未发',
                  width: 60,
                  align: 'right',
                  render: (_value, field) =>
                    lotNumberOf(rows, field.name) === 1 ? owedOf(field.name) : null,
                },
                {
                  title: '本次发货数量',
                  width: 130,
                  render: (_value, field) => {
                    const owed = owedOf(field.name);
                    return cell(
                      field.name,
                      'number',
                      [{ required: true, message: '请填写数量' }, totalRule(field.name, owed)],
                      <InputNumber
                        aria-label={`${nameOf(field.name)} 本次发货数量`}
                        min={0}
                        max={owed}
                        precision={0}
                        style={{ width: '100%' }}
                      />,
                    );
                  },
                },
                {
                  title: '批号',
                  width: 160,
                  render: (_value, field) =>
                    cell(
                      field.name,
                      'batch_no',
                      [batchRule(field.name)],
                      <Input aria-label={`${nameOf(field.name)} 批号`} />,
                    ),
                },
                dateColumn('生产日期', 'produced_on', producedRule, 150),
                dateColumn('有效期至', 'expires_on', expiresRule, 200),
                {
                  title: '批号操作',
                  width: 100,
                  render: (_value, field) =>
                    lotNumberOf(rows, field.name) === 1 ? (
                      <Button
                        size="small"
                        icon={<PlusOutlined />}
                        aria-label={`${nameOf(field.name)} 添加批号`}
                        onClick={() => add({ line_id: rows[field.name]!.line_id, number: 0 }, field.name + 1)}
                      >
                        添加批号
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={`${nameOf(field.name)} 删除`}
                        onClick={() => remove(field.name)}
                      >
                        删除
                      </Button>
                    ),
                },
              ]}
            />
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
