import { Button, Col, Flex, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import {
  DRAW_CHANCE_RULE_LABEL,
  DRAW_PRIZE_KIND_LABEL,
  DRAW_PRIZES_MAX,
  drawChanceRules,
  drawPrizeKinds,
} from '@yaocai/domain/contracts/activity-prize-draw';
import { GoodsPicker } from '../../../components/goods-picker';
import { required, type KindFieldsProps } from './kind-form';
import { RemoveLine } from './line-buttons';

const KIND_OPTIONS = drawPrizeKinds.map((kind) => ({ value: kind, label: DRAW_PRIZE_KIND_LABEL[kind] }));

/** 抽奖: the chances per buyer, each prize (a coupon, points, gift goods or 谢谢参与) with its stock and odds. */
export function PrizeDrawFields({ locked, activity }: KindFieldsProps) {
  const known = activity?.goods ?? [];
  const firstOrder = Form.useWatch('chance_rule') === 'first_order';
  const prizes = (Form.useWatch('prizes') ?? []) as {
    kind?: string;
    weight?: number;
    stock?: number | null;
  }[];
  const weights = prizes.reduce((sum, prize) => sum + (prize?.weight ?? 0), 0);
  const won = (index: number) =>
    activity?.kind === 'prize_draw' ? activity.definition.prizes[index]?.won : undefined;
  return (
    <>
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item name="chance_rule" label="抽奖机会">
            <Radio.Group disabled={locked}>
              {drawChanceRules.map((rule) => (
                <Radio key={rule} value={rule}>
                  {DRAW_CHANCE_RULE_LABEL[rule]}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="chances_per_buyer" label="每人抽奖次数" rules={[required('请填写每人抽奖次数')]}>
            <InputNumber min={1} max={firstOrder ? 1 : 100} precision={0} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="rules_text" label="活动规则">
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.List name="prizes">
        {(fields, { add, remove }) => (
          <>
            <Typography.Title level={5}>奖品（中奖概率 = 权重 ÷ 仍有库存奖品的权重之和）</Typography.Title>
            {fields.map((field, index) => {
              const kind = prizes[index]?.kind;
              const weight = prizes[index]?.weight ?? 0;
              return (
                <Flex
                  key={field.key}
                  gap={12}
                  wrap
                  align="start"
                  role="group"
                  aria-label={`奖品${index + 1}`}
                >
                  <Form.Item
                    name={[field.name, 'name']}
                    label="奖品名称"
                    rules={[required('请填写奖品名称')]}
                  >
                    <Input maxLength={20} disabled={locked} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'kind']} label="类型" rules={[required('请选择奖品类型')]}>
                    <Select
                      options={KIND_OPTIONS}
                      disabled={locked}
                      style={{ width: 110 }}
                      aria-label="奖品类型"
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'weight']}
                    label={`权重${weights > 0 ? `（约${((weight / weights) * 100).toFixed(1)}%）` : ''}`}
                    rules={[required('请填写中奖权重')]}
                  >
                    <InputNumber min={1} max={1_000_000} precision={0} disabled={locked} />
                  </Form.Item>
                  {kind !== 'none' && (
                    <Form.Item
                      name={[field.name, 'stock']}
                      label="奖品数量"
                      rules={[required('请填写奖品数量')]}
                    >
                      <InputNumber min={1} max={1_000_000} precision={0} />
                    </Form.Item>
                  )}
                  {kind === 'coupon' && (
                    <>
                      <Form.Item
                        name={[field.name, 'face']}
                        label="面额（元）"
                        rules={[required('请填写面额')]}
                      >
                        <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'threshold']}
                        label="门槛（元）"
                        rules={[required('请填写使用门槛')]}
                      >
                        <InputNumber min={0} max={1_000_000} precision={2} disabled={locked} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'valid_days']}
                        label="活动结束后有效天数"
                        rules={[required('请填写有效天数')]}
                      >
                        <InputNumber min={1} max={365} precision={0} disabled={locked} />
                      </Form.Item>
                    </>
                  )}
                  {kind === 'points' && (
                    <Form.Item name={[field.name, 'points']} label="积分" rules={[required('请填写积分')]}>
                      <InputNumber min={1} max={1_000_000} precision={0} disabled={locked} />
                    </Form.Item>
                  )}
                  {kind === 'goods' && (
                    <>
                      <Form.Item
                        name={[field.name, 'goods_id']}
                        label="赠品商品"
                        rules={[required('请选择赠品商品')]}
                        style={{ minWidth: 260 }}
                      >
                        <GoodsPicker
                          known={known}
                          disabled={locked}
                          aria-label={`奖品${index + 1}赠品商品`}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'goods_number']}
                        label="赠品数量"
                        rules={[required('请填写赠品数量')]}
                      >
                        <InputNumber min={1} max={1000} precision={0} disabled={locked} />
                      </Form.Item>
                    </>
                  )}
                  <Form.Item name={[field.name, 'remarks']} label="中奖说明">
                    <Input maxLength={60} disabled={locked} style={{ width: 200 }} />
                  </Form.Item>
                  {won(index) !== undefined && (
                    <Form.Item label="已中">
                      <Typography.Text>{won(index)}</Typography.Text>
                    </Form.Item>
                  )}
                  <RemoveLine shown={!locked && fields.length > 2} onRemove={() => remove(field.name)} />
                </Flex>
              );
            })}
            {!locked && fields.length < DRAW_PRIZES_MAX && (
              <Button
                type="dashed"
                onClick={() => add({ kind: 'coupon', valid_days: 30 })}
                style={{ marginBottom: 24 }}
              >
                添加奖品
              </Button>
            )}
          </>
        )}
      </Form.List>
    </>
  );
}
