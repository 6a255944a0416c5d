import { Flex, Form, InputNumber, Typography } from 'antd';
import { GoodsPicker } from '../../../components/goods-picker';
import { required, type KindFieldsProps } from './kind-form';
import { AddLine, RemoveLine } from './line-buttons';

/** 满赠商品: each goods with how many pieces earn the gift, how many are given, and what (itself when empty). */
export function GiftFields({ locked, activity }: KindFieldsProps) {
  const known = activity?.goods ?? [];
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          <Typography.Title level={5}>满赠商品</Typography.Title>
          <Typography.Paragraph type="secondary">
            活动期间每买满件数赠送所填件数；赠品不选则赠送本商品，随订单一同发货。
          </Typography.Paragraph>
          {fields.map((field, index) => (
            <Flex
              key={field.key}
              gap={12}
              align="start"
              wrap
              role="group"
              aria-label={`满赠商品${index + 1}`}
            >
              <Form.Item
                name={[field.name, 'goods_id']}
                label="商品"
                rules={[required('请选择商品')]}
                style={{ flex: 1, minWidth: 240 }}
              >
                <GoodsPicker known={known} disabled={locked} aria-label={`满赠商品${index + 1}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'every']} label="每满（件）" rules={[required('请填写每满件数')]}>
                <InputNumber min={1} max={9_999} precision={0} disabled={locked} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'gift_number']}
                label="赠送（件）"
                rules={[required('请填写赠送件数')]}
              >
                <InputNumber min={1} max={9_999} precision={0} disabled={locked} />
              </Form.Item>
              <Form.Item name={[field.name, 'gift_goods_id']} label="赠品" style={{ flex: 1, minWidth: 240 }}>
                <GoodsPicker
                  known={known}
                  disabled={locked}
                  allowClear
                  placeholder="不选则赠送本商品"
                  aria-label={`满赠商品${index + 1}的赠品`}
                />
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
