import { Form, Input, Switch, Tag, Typography } from 'antd';
import { noticeBody, type AdminNotice } from '@yaocai/domain/contracts/admin-content';
import { dayjs } from '../../../lib/dayjs';
import { schemaRule } from '../../../lib/form-rules';
import { ContentListEditor } from './content-list-editor';

/** Text of a notice's HTML, for the table. */
const plain = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** The notices: the shop scrolls the newest one that is shown. */
export function NoticesEditor() {
  return (
    <ContentListEditor<AdminNotice, Pick<AdminNotice, 'content' | 'is_active'>>
      name="notices"
      noun="公告"
      intro="商城顶部滚动显示最新一条设为显示的公告。"
      valuesOf={(notice) => ({ content: notice?.content ?? '', is_active: notice?.is_active ?? true })}
      columns={[
        {
          title: '内容',
          dataIndex: 'content',
          render: (html: string) => (
            <Typography.Text ellipsis={{ tooltip: plain(html) }}>{plain(html)}</Typography.Text>
          ),
        },
        {
          title: '发布时间',
          dataIndex: 'created_at',
          width: 170,
          render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
        },
        {
          title: '状态',
          dataIndex: 'is_active',
          width: 90,
          render: (shown: boolean) => (shown ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>),
        },
      ]}
      fields={
        <>
          <Form.Item
            name="content"
            label="公告内容"
            rules={[schemaRule(noticeBody.shape.content)]}
            extra="可使用简单的 HTML（加粗、颜色、链接）；脚本和事件属性会被去掉"
          >
            <Input.TextArea rows={4} maxLength={2000} showCount />
          </Form.Item>
          <Form.Item name="is_active" label="显示" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      }
    />
  );
}
