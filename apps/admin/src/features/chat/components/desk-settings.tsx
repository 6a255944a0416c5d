import { Form, Input, InputNumber, Table, Tag } from 'antd';
import { CHAT_AGENT_MAX_OPEN_MAX, CHAT_TEXT_MAX, cannedReplyBody } from '@yaocai/domain/contracts/chat';
import { ListEditor } from '../../../components/list-editor';
import { SortField } from '../../../components/sort-field';
import { schemaRule } from '../../../lib/form-rules';
import { cannedRepliesSource, useChatAgents, useSetAgentCap, type CannedReply } from '../api/desk';

type ReplyValues = Pick<CannedReply, 'title' | 'text' | 'sort'>;

/** 快捷回复: the shop's ready answers, inserted into a reply with one click. */
export function CannedRepliesEditor() {
  return (
    <ListEditor<CannedReply, ReplyValues>
      source={cannedRepliesSource}
      noun="快捷回复"
      deleteQuestion={(row) => `确定删除快捷回复「${row.title}」吗？`}
      valuesOf={(row) => ({ title: row?.title ?? '', text: row?.text ?? '', sort: row?.sort ?? 0 })}
      columns={[
        { title: '标题', dataIndex: 'title', width: 180 },
        { title: '回复内容', dataIndex: 'text', ellipsis: true },
        { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
      ]}
      fields={
        <>
          <Form.Item name="title" label="标题" rules={[schemaRule(cannedReplyBody.shape.title)]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="text" label="回复内容" rules={[schemaRule(cannedReplyBody.shape.text)]}>
            <Input.TextArea rows={4} maxLength={CHAT_TEXT_MAX} showCount />
          </Form.Item>
          <SortField />
        </>
      }
    />
  );
}

/** The agents, whether they are online, what they answer now, and the most they are handed at once. */
export function AgentsTable() {
  const agents = useChatAgents();
  const setCap = useSetAgentCap();
  return (
    <Table
      rowKey="id"
      loading={agents.isPending}
      dataSource={agents.data ?? []}
      pagination={false}
      locale={{ emptyText: '还没有操作员拥有在线客服接待权限' }}
      columns={[
        { title: '客服', dataIndex: 'name' },
        {
          title: '状态',
          dataIndex: 'online',
          render: (online: boolean) => (
            <Tag color={online ? 'green' : 'default'}>{online ? '在线' : '离线'}</Tag>
          ),
        },
        { title: '接待中', dataIndex: 'open', align: 'right' },
        {
          title: '同时接待上限',
          dataIndex: 'max_open',
          render: (maxOpen: number, agent) => (
            <InputNumber
              aria-label={`${agent.name}的同时接待上限`}
              min={1}
              max={CHAT_AGENT_MAX_OPEN_MAX}
              precision={0}
              defaultValue={maxOpen}
              onBlur={(event) => {
                const value = Number(event.target.value);
                if (Number.isInteger(value) && value >= 1 && value !== maxOpen)
                  setCap.mutate({ id: agent.id, max_open: value });
              }}
            />
          ),
        },
      ]}
    />
  );
}
