import { Col, Flex, Form, InputNumber, Row, Typography } from 'antd';
import { GoodsPicker } from '../../../components/goods-picker';
import { required, type KindFieldsProps } from './kind-form';
import { AddLine, RemoveLine } from './line-buttons';

/** 套餐: the pack price, how many packs, and each goods with its pieces per pack. */
export function CombinationFields({ locked, activity }: KindFieldsProps) {
  const known = activity?.goods ?? [];
  const sold = activity?.kind === 'combination' ? activity.definition.sold : undefined;
  return (
    <>
      <Row gutter={24}>
        <Col span={8}>
          <Form.Item name="price" label="套餐价（元）" rules={[required('请填写套餐价')]}>
            <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="units" label="套餐数量" rules={[required('请填写套餐数量')]}>
            <InputNumber min={1} max={1_000_000} precision={0} />
          </Form.Item>
        </Col>
        {sold !== undefined && (
          <Col span={8}>
            <Form.Item label="已售">
              <Typography.Text>{sold}</Typography.Text>
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.List name="items">
        {(fields, { add, remove }) => (
          <>
            <Typography.Title level={5}>套餐商品</Typography.Title>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={12} align="start" role="group" aria-label={`套餐商品${index + 1}`}>
                <Form.Item
                  name={[field.name, 'goods_id']}
                  label="商品"
                  rules={[required('请选择商品')]}
                  style={{ flex: 1 }}
                >
                  <GoodsPicker known={known} disabled={locked} aria-label={`套餐商品${index + 1}`} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'number']}
                  label="每套件数"
                  rules={[required('请填写每套件数')]}
                >
                  <InputNumber min={1} max={1_000_000} precision={0} disabled={locked} />
                </Form.Item>
                <RemoveLine shown={!locked && fields.length > 2} onRemove={() => remove(field.name)} />
              </Flex>
            ))}
            <AddLine shown={!locked} onAdd={() => add({ number: 1 })}>
              添加商品
            </AddLine>
          </>
        )}
      </Form.List>
    </>
  );
}
