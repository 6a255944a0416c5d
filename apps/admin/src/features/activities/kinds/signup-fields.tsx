import { Form, Input, InputNumber, Table, Typography } from 'antd';
import { required, type KindFieldsProps } from './kind-form';

/** 活动报名: what the page says and how many may sign up; below, who signed up. */
export function SignupFields({ activity }: KindFieldsProps) {
  const signups = activity?.kind === 'signup' ? activity.definition.signups : [];
  return (
    <>
      <Form.Item name="title" label="报名标题" rules={[required('请填写报名标题')]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="description" label="活动说明" rules={[required('请填写活动说明')]}>
        <Input.TextArea rows={4} maxLength={2000} />
      </Form.Item>
      <Form.Item name="cap" label="报名名额" rules={[required('请填写报名名额')]}>
        <InputNumber min={1} max={100_000} precision={0} />
      </Form.Item>
      {activity && (
        <>
          <Typography.Title level={5}>报名名单（{signups.length}）</Typography.Title>
          <Table
            size="small"
            rowKey={(signup) => `${signup.created_at}-${signup.phone}-${signup.company}`}
            dataSource={signups}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            aria-label="报名名单"
            columns={[
              { title: '采购商', dataIndex: 'company' },
              { title: '联系人', dataIndex: 'contact_name' },
              { title: '电话', dataIndex: 'phone' },
              { title: '备注', dataIndex: 'remark' },
              {
                title: '报名时间',
                dataIndex: 'created_at',
                render: (at: string) => new Date(at).toLocaleString('zh-CN'),
              },
            ]}
            locale={{ emptyText: '暂无报名' }}
          />
        </>
      )}
    </>
  );
}
