import { useState } from 'react';
import { Button, Card, Empty, Flex, Form, Input, Pagination, Skeleton, Typography } from 'antd';
import { NOTE_MAX, noteBody, type NoteTarget } from '@yaocai/domain/contracts/internal-notes';
import { isApiError } from '../lib/api-client';
import { formatTime } from '../lib/dayjs';
import { schemaRule, showFieldErrors } from '../lib/form-rules';
import { NOTES_PAGE_SIZE, useAddInternalNote, useInternalNotes } from '../lib/internal-notes';
import { LoadError } from './load-error';

const contentRule = schemaRule(noteBody.shape.content);

function AddNoteForm({ target, id }: { target: NoteTarget; id: number }) {
  const [form] = Form.useForm<{ content: string }>();
  const add = useAddInternalNote(target, id, { onAdded: () => form.resetFields() });
  const submit = ({ content }: { content: string }) =>
    add.mutate(content.trim(), {
      onError: (error) => {
        const reason = isApiError(error) && error.msg ? error.msg : '添加失败，请稍后重试';
        if (!isApiError(error) || !showFieldErrors(form, error, (field) => [field]))
          form.setFields([{ name: 'content', errors: [reason] }]);
      },
    });
  return (
    <Form form={form} name={`${target}-note`} layout="vertical" onFinish={submit}>
      <Form.Item name="content" label="新备注" rules={[contentRule]}>
        <Input.TextArea rows={2} maxLength={NOTE_MAX} showCount placeholder="仅内部可见，客户看不到" />
      </Form.Item>
      <Button htmlType="submit" loading={add.isPending}>
        添加备注
      </Button>
    </Form>
  );
}

/** 内部备注: what operators noted on an order or a buyer, newest first; never shown to the buyer. */
export function InternalNotesCard({ target, id }: { target: NoteTarget; id: number }) {
  const [page, setPage] = useState(1);
  const notes = useInternalNotes(target, id, page);
  const list = () => {
    if (notes.isError) return <LoadError error={notes.error} onRetry={() => void notes.refetch()} />;
    if (!notes.data) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (notes.data.total === 0) return <Empty description="还没有备注" />;
    return (
      <Flex vertical gap={12} role="list" aria-label="内部备注">
        {notes.data.list.map((note) => (
          <div key={note.id} role="listitem">
            <Typography.Text strong>{note.author}</Typography.Text>
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
              {formatTime(note.created_at)}
            </Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
              {note.content}
            </Typography.Paragraph>
          </div>
        ))}
        {notes.data.total > NOTES_PAGE_SIZE && (
          <Pagination
            size="small"
            current={page}
            pageSize={NOTES_PAGE_SIZE}
            total={notes.data.total}
            onChange={setPage}
          />
        )}
      </Flex>
    );
  };
  return (
    <Card title="内部备注" variant="borderless">
      <Flex vertical gap={16}>
        <AddNoteForm target={target} id={id} />
        {list()}
      </Flex>
    </Card>
  );
}
