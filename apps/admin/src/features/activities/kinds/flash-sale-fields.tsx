import { Flex, Form, InputNumber, Typography } from 'antd';
import { GoodsPicker } from '../../../components/goods-picker';
import { required, type KindFieldsProps } from './kind-form';
import { AddLine, RemoveLine } from './line-buttons';

/** 秒杀商品: each goods with its flash price, units and per-buyer limit, and what was sold of it. */
export function FlashSaleFields({ locked, activity }: KindFieldsProps) {
  const known = activity?.goods ?? [];
  const sold = (index: number) =>
    activity?.kind === 'flash_sale' ? activity.definition.lines[index]?.sold : undefined;
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          <Typography.Title level={5}>秒杀商品</Typography.Title>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={12} align="start" role="group" aria-label={`秒杀商品${index + 1}`}>
              <Form.Item
                name={[field.name, 'goods_id']}
                label="商品"
                rules={[required('请选择商品')]}
                style={{ flex: 1 }}
              >
                <GoodsPicker known={known} disabled={locked} aria-label={`秒杀商品${index + 1}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'price']} label="秒杀价（元）" rules={[required('请填写秒杀价')]}>
                <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
              </Form.Item>
              <Form.Item name={[field.name, 'units']} label="活动数量" rules={[required('请填写活动数量')]}>
                <InputNumber min={1} max={1_000_000} precision={0} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'limit_per_buyer']}
                label="每人限购"
                rules={[required('请填写每人限购')]}
              >
                <InputNumber min={1} max={1_000_000} precision={0} />
              </Form.Item>
              {sold(index) !== undefined && (
                <Form.Item label="已售">
                  <Typography.Text>{sold(index)}</Typography.Text>
                </Form.Item>
              )}
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
