import { Col, DatePicker, Form, Input, InputNumber, Row } from 'antd';
import type { GoodsFormOptions } from '@yaocai/domain/contracts/admin-goods';

/** 库存与效期: the stock counted in each warehouse, and the current batch with its dates. */
export function GoodsStockFields({ options }: { options: GoodsFormOptions }) {
  return (
    <>
      <Row gutter={24}>
        {options.warehouses.map((warehouse) => (
          <Col span={6} key={warehouse.id}>
            <Form.Item name={['stock', String(warehouse.id)]} label={`${warehouse.name}库存`}>
              <InputNumber min={0} max={10_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={24}>
        <Col span={8}>
          <Form.Item name="batch_no" label="批号">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="produced_on" label="生产日期">
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="expires_on" label="有效期至" extra="临近效期的商品会出现在经营概况的提醒里">
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
