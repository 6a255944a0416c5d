import { Button, Col, Flex, Form, InputNumber, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { LADDER_STEPS_MAX } from '@yaocai/domain/contracts/admin-goods';

const yuanInput = (label: string) => (
  <InputNumber<string>
    aria-label={label}
    stringMode
    min="0.01"
    max="1000000"
    precision={2}
    prefix="¥"
    style={{ width: '100%' }}
  />
);

const requiredAmount = (label: string) => ({ required: true, message: `请填写${label}` });

/** 价格: the wholesale price, the suggested retail price and the ladder (买得越多越便宜). */
export function GoodsPriceFields() {
  return (
    <>
      <Row gutter={24}>
        <Col span={8}>
          <Form.Item name="price" label="批发价" rules={[requiredAmount('批发价')]}>
            {yuanInput('批发价')}
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="retail_price" label="建议零售价">
            {yuanInput('建议零售价')}
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="阶梯价"
        extra={`买到某个数量起按更低的单价计算，最多 ${LADDER_STEPS_MAX} 档，数量从小到大、价格从高到低`}
      >
        <Form.List name="ladder">
          {(steps, { add, remove }, { errors }) => (
            <Flex vertical gap={8}>
              {steps.map((step, index) => (
                <Flex key={step.key} gap={8} align="baseline">
                  <Typography.Text>满</Typography.Text>
                  <Form.Item
                    name={[step.name, 'number']}
                    rules={[{ required: true, message: '请填写数量' }]}
                    style={{ margin: 0 }}
                  >
                    <InputNumber
                      aria-label={`第${index + 1}档数量`}
                      min={2}
                      max={1_000_000}
                      precision={0}
                      style={{ width: 120 }}
                    />
                  </Form.Item>
                  <Typography.Text>件起，单价</Typography.Text>
                  <Form.Item
                    name={[step.name, 'price']}
                    rules={[requiredAmount('阶梯价')]}
                    style={{ margin: 0, width: 160 }}
                  >
                    {yuanInput(`第${index + 1}档单价`)}
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`删除第${index + 1}档`}
                    onClick={() => remove(step.name)}
                  />
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              {steps.length < LADDER_STEPS_MAX && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()} style={{ width: 200 }}>
                  添加一档
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
