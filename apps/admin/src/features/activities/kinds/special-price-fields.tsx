import { Flex, Form, InputNumber, Typography } from 'antd';
import { GoodsPicker } from '../../../components/goods-picker';
import { required, type KindFieldsProps } from './kind-form';
import { AddLine, RemoveLine } from './line-buttons';

/** 特价商品: each goods with its special price for the activity's window. */
export function SpecialPriceFields({ locked, activity }: KindFieldsProps) {
  const known = activity?.goods ?? [];
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          <Typography.Title level={5}>特价商品</Typography.Title>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={12} align="start" role="group" aria-label={`特价商品${index + 1}`}>
              <Form.Item
                name={[field.name, 'goods_id']}
                label="商品"
                rules={[required('请选择商品')]}
                style={{ flex: 1 }}
              >
                <GoodsPicker known={known} disabled={locked} aria-label={`特价商品${index + 1}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'price']} label="特价（元）" rules={[required('请填写特价')]}>
                <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
              </Form.Item>
              <RemoveLine shown={!locked && fields.length > 1} onRemove={() => remove(field.name)} />
            </Flex>
          ))}
          <AddLine shown={!locked} onAdd={() => add({})}>
            添加商品
          </AddLine>
        </>
      )}
    </Form.List>
  );
}
