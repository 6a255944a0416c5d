import { Form, Input, InputNumber } from 'antd';
import { required, type KindFieldsProps } from './kind-form';

/** 排位赛: how many places are shown, and each place's prize (one per line, from the first). */
export function RankingContestFields(_props: KindFieldsProps) {
  return (
    <>
      <Form.Item name="places" label="上榜名次" rules={[required('请填写上榜名次')]}>
        <InputNumber min={1} max={100} precision={0} />
      </Form.Item>
      <Form.Item name="prizes" label="奖品（每行一个，第一行为第1名）" rules={[required('请填写奖品')]}>
        <Input.TextArea rows={5} />
      </Form.Item>
    </>
  );
}
