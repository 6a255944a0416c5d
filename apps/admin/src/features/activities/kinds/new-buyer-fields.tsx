import { Flex, Form, InputNumber, Typography } from 'antd';
import { GoodsPicker } from '../../../components/goods-picker';
import { required, type KindFieldsProps } from './kind-form';
import { AddLine, RemoveLine } from './line-buttons';

/** 新人专区商品: each goods with its 新人价 and, if any, the most pieces one buyer takes at it. */
export function NewBuyerFields({ locked, activity }: KindFieldsProps) {
  const known = activity?.goods ?? [];
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          <Typography.Title level={5}>新人专区商品</Typography.Title>
          <Typography.Paragraph type="secondary">
            已登录、资质审核通过且尚无付款订单的客户按新人价购买；每人限购不填则不限。
          </Typography.Paragraph>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={12} align="start" role="group" aria-label={`新人专区商品${index + 1}`}>
              <Form.Item
                name={[field.name, 'goods_id']}
                label="商品"
                rules={[required('请选择商品')]}
                style={{ flex: 1 }}
              >
                <GoodsPicker known={known} disabled={locked} aria-label={`新人专区商品${index + 1}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'price']} label="新人价（元）" rules={[required('请填写新人价')]}>
                <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
              </Form.Item>
              <Form.Item name={[field.name, 'per_buyer_limit']} label="每人限购">
                <InputNumber min={1} max={1_000_000} precision={0} placeholder="不限" disabled={locked} />
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
