import { Flex, Form, InputNumber, Typography } from 'antd';
import { TRADE_UP_LIMIT_MAX } from '@yaocai/domain/contracts/activity-trade-up';
import { GoodsPicker } from '../../../components/goods-picker';
import { required, type KindFieldsProps } from './kind-form';
import { AddLine, RemoveLine } from './line-buttons';

/** 换购: the threshold the order's other goods must reach, then each goods with its 换购价 and per-order limit. */
export function TradeUpFields({ locked, activity }: KindFieldsProps) {
  const known = activity?.goods ?? [];
  return (
    <>
      <Form.Item
        name="threshold"
        label="换购门槛（元）"
        extra="订单中其他商品满此金额，即可按换购价加购下列商品"
        rules={[required('请填写换购门槛')]}
      >
        <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} style={{ width: 200 }} />
      </Form.Item>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            <Typography.Title level={5}>换购商品</Typography.Title>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={12} align="start" role="group" aria-label={`换购商品${index + 1}`}>
                <Form.Item
                  name={[field.name, 'goods_id']}
                  label="商品"
                  rules={[required('请选择商品')]}
                  style={{ flex: 1 }}
                >
                  <GoodsPicker known={known} disabled={locked} aria-label={`换购商品${index + 1}`} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'price']}
                  label="换购价（元）"
                  rules={[required('请填写换购价')]}
                >
                  <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'limit']}
                  label="每单限换"
                  rules={[required('请填写每单限换件数')]}
                >
                  <InputNumber min={1} max={TRADE_UP_LIMIT_MAX} precision={0} disabled={locked} />
                </Form.Item>
                <RemoveLine shown={!locked && fields.length > 1} onRemove={() => remove(field.name)} />
              </Flex>
            ))}
            <AddLine shown={!locked} onAdd={() => add({ limit: 1 })}>
              添加商品
            </AddLine>
          </>
        )}
      </Form.List>
    </>
  );
}
