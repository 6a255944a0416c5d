import { Button, Flex, Form, InputNumber, Radio, Typography } from 'antd';
import { FULL_REDUCTION_TIERS_MAX } from '@yaocai/domain/contracts/activity-full-reduction';
import { GoodsPicker } from '../../../components/goods-picker';
import { required, type KindFieldsProps } from './kind-form';
import { RemoveLine } from './line-buttons';

/** 满减满折: money off or a discount, tier by tier, on every goods or those chosen. */
export function FullReductionFields({ locked, activity }: KindFieldsProps) {
  const discount = Form.useWatch('mode') === 'discount';
  return (
    <>
      <Form.Item name="mode" label="优惠方式">
        <Radio.Group disabled={locked}>
          <Radio value="amount">满减（满额减钱）</Radio>
          <Radio value="discount">满折（满额打折）</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.List name="tiers">
        {(fields, { add, remove }) => (
          <>
            <Typography.Title level={5}>优惠档位（满额逐档提高，优惠逐档加大）</Typography.Title>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={12} align="start" role="group" aria-label={`档位${index + 1}`}>
                <Form.Item name={[field.name, 'threshold']} label="满（元）" rules={[required('请填写满额')]}>
                  <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
                </Form.Item>
                {discount ? (
                  <Form.Item name={[field.name, 'rate']} label="打（折）" rules={[required('请填写折扣')]}>
                    <InputNumber min={0.1} max={9.9} precision={1} disabled={locked} />
                  </Form.Item>
                ) : (
                  <Form.Item name={[field.name, 'off']} label="减（元）" rules={[required('请填写减免金额')]}>
                    <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
                  </Form.Item>
                )}
                <RemoveLine shown={!locked && fields.length > 1} onRemove={() => remove(field.name)} />
              </Flex>
            ))}
            {!locked && fields.length < FULL_REDUCTION_TIERS_MAX && (
              <Button type="dashed" onClick={() => add({})} style={{ marginBottom: 24 }}>
                添加档位
              </Button>
            )}
          </>
        )}
      </Form.List>
      <Form.Item name="goods_ids" label="适用商品（不选为全场通用）">
        <GoodsPicker multiple known={activity?.goods ?? []} disabled={locked} aria-label="适用商品" />
      </Form.Item>
    </>
  );
}
