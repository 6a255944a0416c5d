import { Col, Form, InputNumber, Radio, Row, Switch } from 'antd';
import { GoodsPicker } from '../../../components/goods-picker';
import { required, type KindFieldsProps } from './kind-form';

/** 优惠券: money off or a discount, its threshold and cap, how many and for which goods. */
export function CouponCampaignFields({ locked, activity }: KindFieldsProps) {
  const discount = Form.useWatch('coupon_kind') === 'discount';
  const known = activity?.goods ?? [];
  return (
    <>
      <Row gutter={24}>
        <Col span={8}>
          <Form.Item name="coupon_kind" label="优惠券类型">
            <Radio.Group disabled={locked}>
              <Radio value="amount">满减券</Radio>
              <Radio value="discount">折扣券</Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col span={8}>
          {discount ? (
            <Form.Item name="rate" label="折扣（折）" rules={[required('请填写折扣')]}>
              <InputNumber min={0.1} max={9.9} precision={1} disabled={locked} />
            </Form.Item>
          ) : (
            <Form.Item name="face" label="面值（元）" rules={[required('请填写面值')]}>
              <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
            </Form.Item>
          )}
        </Col>
        <Col span={8}>
          <Form.Item
            name="threshold"
            label="使用门槛（满多少元可用，0为无门槛）"
            rules={[required('请填写使用门槛')]}
          >
            <InputNumber min={0} max={1_000_000} precision={2} disabled={locked} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={24}>
        {discount && (
          <Col span={8}>
            <Form.Item name="cap" label="最高优惠（元，可不填）">
              <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
            </Form.Item>
          </Col>
        )}
        <Col span={8}>
          <Form.Item name="total_units" label="发放总量" rules={[required('请填写发放总量')]}>
            <InputNumber min={1} max={1_000_000} precision={0} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="per_buyer_limit" label="每人限领" rules={[required('请填写每人限领')]}>
            <InputNumber min={1} max={100} precision={0} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="goods_ids" label="适用商品（不选为全场通用）">
        <GoodsPicker multiple known={known} disabled={locked} aria-label="适用商品" />
      </Form.Item>
      <Form.Item name="claimable" label="在领券中心展示" valuePropName="checked">
        <Switch disabled={locked} />
      </Form.Item>
    </>
  );
}
