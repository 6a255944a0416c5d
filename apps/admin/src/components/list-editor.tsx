import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Form, Modal, Space, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { isApiError } from '../lib/api-client';
import { useCan } from '../lib/operator';
import { showFieldErrors } from '../lib/form-rules';
import { ConfirmDelete } from './confirm-delete';
import { LoadError } from './load-error';
import { useDeleteListRow, useEditableList, useSaveListRow, type ListSource } from '../lib/editable-list';

interface ListEditorProps<Row extends { id: number }, Values extends object> {
  source: ListSource;
  /** What one row is, in the buttons and the dialog's title (广告, 公告, …). */
  noun: string;
  columns: TableColumnsType<Row>;
  /** The dialog's Form.Items, named as the server's fields (given the row edited, null for a new one). */
  fields: ReactNode | ((editing: Row | null) => ReactNode);
  /** The form's values for a row, or for a new one. */
  valuesOf: (row: Row | null) => Values;
  /** Only the rows this editor shows (a banner slot); the rest of the list is left alone. */
  shows?: (row: Row) => boolean;
  /** The order to show them in, when not the server's (a tree). */
  sortRows?: (a: Row, b: Row) => number;
  /** Asked before deleting a row; a row it answers null for cannot be deleted here. */
  deleteQuestion?: (row: Row) => string | null;
  /** Shown above the table. */
  intro?: ReactNode;
}

/**
 * A small list the server edits whole (banners, notices, brands, …): the rows in the shop's order,
 * and a dialog to add or edit one, with the server's field errors on its fields. Deleting asks first.
 * A role that may not change the list only reads it.
 */
export function ListEditor<Row extends { id: number }, Values extends object>({
  source,
  noun,
  columns,
  fields,
  valuesOf,
  shows = () => true,
  sortRows,
  deleteQuestion = () => `确定删除这条${noun}吗？删除后商城不再显示。`,
  intro,
}: ListEditorProps<Row, Values>) {
  const list = useEditableList<Row>(source);
  const mayWrite = useCan(source.writePermission);
  const [form] = Form.useForm<Values>();
  // undefined: closed; null: a new row; else the row being edited.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => setEditing(undefined);
  const save = useSaveListRow(source, { onSaved: close });
  const remove = useDeleteListRow(source);
  const fieldNames = new Set(Object.keys(valuesOf(null)));

  const submit = (values: Values) => {
    setRefusal(null);
    save.mutate(
      { id: editing?.id, body: values },
      {
        onError: (error) => {
          if (!isApiError(error)) return setRefusal('保存失败，请稍后重试');
          const known = showFieldErrors(form, error, (field) => (fieldNames.has(field) ? [field] : null));
          if (!known)
            setRefusal(Object.values(error.errors)[0]?.[0] ?? (error.msg || '保存失败，请稍后重试'));
        },
      },
    );
  };

  const actions: TableColumnsType<Row>[number] = {
    title: '操作',
    key: 'actions',
    width: 130,
    render: (_value, row) => {
      const question = deleteQuestion(row);
      return (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            编辑
          </Button>
          {question && <ConfirmDelete question={question} onConfirm={() => remove.mutateAsync(row.id)} />}
        </Space>
      );
    },
  };

  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <Flex justify="space-between" align="center" gap={16} style={{ marginBottom: 16 }}>
        <div>{intro}</div>
        {mayWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新增{noun}
          </Button>
        )}
      </Flex>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={mayWrite ? [...columns, actions] : columns}
        dataSource={sortRows ? list.data?.filter(shows).sort(sortRows) : list.data?.filter(shows)}
        loading={list.isPending}
        pagination={false}
        locale={{ emptyText: `还没有${noun}` }}
      />
      <Modal
        title={editing ? `编辑${noun}` : `新增${noun}`}
        open={editing !== undefined}
        width={640}
        okText="保存"
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        onCancel={close}
        afterClose={() => setRefusal(null)}
        destroyOnHidden
      >
        {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
        {editing !== undefined && (
          <Form
            form={form}
            layout="vertical"
            initialValues={valuesOf(editing)}
            preserve={false}
            onFinish={submit}
          >
            {typeof fields === 'function' ? fields(editing) : fields}
          </Form>
        )}
      </Modal>
    </>
  );
}
