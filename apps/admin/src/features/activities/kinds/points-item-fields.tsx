import { Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { GoodsPicker } from '../../../components/goods-picker';
import { required, type KindFieldsProps } from './kind-form';
import { AddLine, RemoveLine } from './line-buttons';

const ITEM_KINDS = [
  { value: 'coupon', label: '优惠券' },
  { value: 'goods', label: '商品' },
];

/** 兑换品: each a coupon (满减, its validity) or goods (pieces shipped), with points, stock and limit. */
export function PointsItemFields({ locked, activity }: KindFieldsProps) {
  const known = activity?.goods ?? [];
  const exchanged = (index: number) =>
    activity?.kind === 'points_item' ? activity.definition.items[index]?.exchanged : undefined;
  return (
    <Form.List name="items">
      {(fields, { add, remove }) => (
        <>
          <Typography.Title level={5}>兑换品</Typography.Title>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={12} align="start" wrap role="group" aria-label={`兑换品${index + 1}`}>
              <Form.Item name={[field.name, 'name']} label="名称" rules={[required('请填写兑换品名称')]}>
                <Input maxLength={40} disabled={locked} aria-label={`兑换品${index + 1}名称`} />
              </Form.Item>
              <Form.Item name={[field.name, 'item_kind']} label="类型">
                <Select options={ITEM_KINDS} disabled={locked} style={{ width: 100 }} />
              </Form.Item>
              <Form.Item noStyle dependencies={[['items', field.name, 'item_kind']]}>
                {({ getFieldValue }) =>
                  getFieldValue(['items', field.name, 'item_kind']) === 'goods' ? (
                    <>
                      <Form.Item
                        name={[field.name, 'goods_id']}
                        label="商品"
                        rules={[required('请选择商品')]}
                        style={{ minWidth: 240 }}
                      >
                        <GoodsPicker known={known} disabled={locked} aria-label={`兑换商品${index + 1}`} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'quantity']}
                        label="数量"
                        rules={[required('请填写数量')]}
                      >
                        <InputNumber min={1} max={1000} precision={0} disabled={locked} />
                      </Form.Item>
                    </>
                  ) : (
                    <>
                      <Form.Item
                        name={[field.name, 'face']}
                        label="面值（元）"
                        rules={[required('请填写面值')]}
                      >
                        <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'threshold']}
                        label="使用门槛（元）"
                        rules={[required('请填写使用门槛')]}
                      >
                        <InputNumber min={0} max={1_000_000} precision={2} disabled={locked} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'valid_days']}
                        label="活动结束后有效（天）"
                        rules={[required('请填写有效天数')]}
                      >
                        <InputNumber min={0} max={365} precision={0} disabled={locked} />
                      </Form.Item>
                    </>
                  )
                }
              </Form.Item>
              <Form.Item name={[field.name, 'points']} label="所需积分" rules={[required('请填写所需积分')]}>
                <InputNumber min={1} max={10_000_000} precision={0} disabled={locked} />
              </Form.Item>
              <Form.Item name={[field.name, 'stock']} label="库存" rules={[required('请填写库存')]}>
                <InputNumber min={1} max={1_000_000} precision={0} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'per_buyer_limit']}
                label="每人限兑"
                rules={[required('请填写每人限兑')]}
              >
                <InputNumber min={1} max={100} precision={0} />
              </Form.Item>
              {exchanged(index) !== undefined && (
                <Form.Item label="已兑">
                  <Typography.Text>{exchanged(index)}</Typography.Text>
                </Form.Item>
              )}
              <RemoveLine shown={!locked && fields.length > 1} onRemove={() => remove(field.name)} />
            </Flex>
          ))}
          <AddLine
            shown={!locked}
            onAdd={() => add({ item_kind: 'coupon', quantity: 1, valid_days: 30, per_buyer_limit: 1 })}
          >
            添加兑换品
          </AddLine>
        </>
      )}
    </Form.List>
  );
}
