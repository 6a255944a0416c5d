import { Form, Input, Select, Switch } from 'antd';
import { navItemBody, type AdminNavItem } from '@yaocai/domain/contracts/admin-content';
import { schemaRule } from '../../../lib/form-rules';
import { useContentList } from '../api/content-lists';
import { ContentListEditor } from './content-list-editor';
import { SortField } from '../../../components/sort-field';

type NavValues = Omit<AdminNavItem, 'id'>;

/** The nav bar: top-level items in order, each followed by its sub-items (two levels). */
export function NavEditor() {
  const nav = useContentList<AdminNavItem>('nav');
  const items = nav.data ?? [];
  const tops = items.filter((item) => item.parent_id === null);
  const nameOf = new Map(items.map((item) => [item.id, item.name]));
  const hasChildren = (item: AdminNavItem) => items.some((other) => other.parent_id === item.id);

  return (
    <ContentListEditor<AdminNavItem, NavValues>
      name="nav"
      noun="导航"
      valuesOf={(item) => ({
        parent_id: item?.parent_id ?? null,
        name: item?.name ?? '',
        url: item?.url ?? '',
        is_open: item?.is_open ?? false,
        image: item?.image ?? '',
        sort: item?.sort ?? 0,
      })}
      deleteQuestion={(item) => (hasChildren(item) ? null : `确定删除导航「${item.name}」吗？`)}
      columns={[
        {
          title: '名称',
          dataIndex: 'name',
          render: (name: string, item) => (item.parent_id === null ? <strong>{name}</strong> : `└ ${name}`),
        },
        {
          title: '上级',
          dataIndex: 'parent_id',
          width: 140,
          render: (parent: number | null) => (parent === null ? '—' : nameOf.get(parent)),
        },
        { title: '链接', dataIndex: 'url', ellipsis: true },
        { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
      ]}
      fields={
        <>
          <Form.Item name="parent_id" label="上级导航">
            <Select
              allowClear
              placeholder="无（一级导航）"
              options={tops.map((top) => ({ value: top.id, label: top.name }))}
            />
          </Form.Item>
          <Form.Item name="name" label="名称" rules={[schemaRule(navItemBody.shape.name)]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="url"
            label="链接"
            rules={[schemaRule(navItemBody.shape.url)]}
            extra="如：/zyyp 或 /list?select=3"
          >
            <Input maxLength={500} />
          </Form.Item>
          <SortField />
          <Form.Item name="is_open" label="在新窗口打开" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="image" hidden>
            <Input />
          </Form.Item>
        </>
      }
    />
  );
}
