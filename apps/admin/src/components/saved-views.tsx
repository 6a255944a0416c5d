import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Select, Space } from 'antd';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import type { ListViewList } from '@yaocai/domain/contracts/admin-list-views';
import { text } from '@yaocai/domain/validation/text';
import { schemaRule } from '../lib/form-rules';
import { useDeleteListView, useListViews, useSaveListView } from '../lib/list-views';

interface SavedViewsProps {
  list: ListViewList;
  /** The list's parameters now, as a view keeps them. */
  current: () => Record<string, string>;
  onOpen: (params: Record<string, string>) => void;
}

const nameRule = schemaRule(text('视图名称', 20));

/** The operator's named views of a list: open one, save what is shown under a name, delete one. */
export function SavedViews({ list, current, onOpen }: SavedViewsProps) {
  const views = useListViews(list);
  const save = useSaveListView(list);
  const remove = useDeleteListView(list);
  const [chosen, setChosen] = useState<number>();
  const [naming, setNaming] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const chosenView = views.data?.find((view) => view.id === chosen);
  return (
    <Space.Compact>
      <Select
        aria-label="已保存的视图"
        placeholder="已保存的视图"
        style={{ width: 160 }}
        loading={views.isLoading}
        notFoundContent="还没有保存的视图"
        options={views.data?.map((view) => ({ value: view.id, label: view.name }))}
        value={chosenView?.id}
        onChange={(id: number) => {
          setChosen(id);
          const view = views.data?.find((candidate) => candidate.id === id);
          if (view) onOpen(view.params);
        }}
      />
      {chosenView && (
        <Popconfirm
          title={`删除视图「${chosenView.name}」？`}
          okText="删除"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutateAsync(chosenView.id).then(() => setChosen(undefined))}
        >
          <Button icon={<DeleteOutlined />} aria-label="删除视图" />
        </Popconfirm>
      )}
      <Button icon={<SaveOutlined />} onClick={() => setNaming(true)}>
        保存视图
      </Button>
      <Modal
        title="保存当前视图"
        open={naming}
        okText="保存"
        confirmLoading={save.isPending}
        destroyOnHidden
        onCancel={() => setNaming(false)}
        onOk={() =>
          void form.validateFields().then(({ name }) =>
            save.mutateAsync({ name: name.trim(), params: current() }).then((view) => {
              setChosen(view.id);
              setNaming(false);
            }),
          )
        }
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="name" label="视图名称" rules={[nameRule]} extra="同名的视图会被替换">
            <Input maxLength={20} />
          </Form.Item>
        </Form>
      </Modal>
    </Space.Compact>
  );
}
