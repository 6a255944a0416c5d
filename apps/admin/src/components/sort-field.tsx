import { Form, InputNumber } from 'antd';

/** The 排序 field of every content row: smaller comes first. */
export function SortField() {
  return (
    <Form.Item name="sort" label="排序" extra="小的在前">
      <InputNumber min={-9999} max={9999} precision={0} />
    </Form.Item>
  );
}
