import { useState } from 'react';
import { Form, Input, Segmented, Select, Switch, Tag } from 'antd';
import {
  CATEGORY_LEVELS,
  CATEGORY_MENUS,
  categoryBody,
  type AdminCategory,
  type CategoryMenu,
} from '@yaocai/domain/contracts/admin-catalog';
import { ImageUpload } from '../../../components/image-upload';
import { ListEditor } from '../../../components/list-editor';
import { SortField } from '../../../components/sort-field';
import { schemaRule } from '../../../lib/form-rules';
import { catalogSource, useCatalogList } from '../api/catalog-lists';

type CategoryValues = Pick<AdminCategory, 'menu' | 'parent_id' | 'name' | 'logo1' | 'sort' | 'is_show'>;

/** Each category with how deep it sits (1: the menu's top level), in tree order. */
function treeOf(rows: AdminCategory[], menu: CategoryMenu) {
  const inMenu = rows.filter((row) => row.menu === menu);
  const ordered: { row: AdminCategory; level: number }[] = [];
  const walk = (parent: number | null, level: number) => {
    for (const row of inMenu.filter((other) => other.parent_id === parent)) {
      ordered.push({ row, level });
      walk(row.id, level + 1);
    }
  };
  walk(null, 1);
  return ordered;
}

/** 商品分类: the four menus' trees, up to three levels; a category keeps its place once made. */
export function CategoriesEditor() {
  const [menu, setMenu] = useState<CategoryMenu>('general');
  const categories = useCatalogList<AdminCategory>('categories');
  const tree = treeOf(categories.data ?? [], menu);
  const levelOf = new Map(tree.map(({ row, level }) => [row.id, level]));
  const nameOf = new Map(tree.map(({ row }) => [row.id, row.name]));
  const hasChildren = (row: AdminCategory) => tree.some(({ row: other }) => other.parent_id === row.id);
  const order = new Map(tree.map(({ row }, index) => [row.id, index]));

  return (
    <ListEditor<AdminCategory, CategoryValues>
      source={catalogSource('categories')}
      noun="分类"
      intro={
        <Segmented<CategoryMenu>
          value={menu}
          onChange={setMenu}
          options={Object.entries(CATEGORY_MENUS).map(([value, label]) => ({
            value: value as CategoryMenu,
            label,
          }))}
        />
      }
      shows={(row) => row.menu === menu}
      sortRows={(a, b) => order.get(a.id)! - order.get(b.id)!}
      valuesOf={(row) => ({
        menu: row?.menu ?? menu,
        parent_id: row?.parent_id ?? null,
        name: row?.name ?? '',
        logo1: row?.logo1 ?? '',
        sort: row?.sort ?? 0,
        is_show: row?.is_show ?? true,
      })}
      deleteQuestion={(row) => (row.goods > 0 || hasChildren(row) ? null : `确定删除分类「${row.name}」吗？`)}
      columns={[
        {
          title: '名称',
          dataIndex: 'name',
          render: (name: string, row) => {
            const level = levelOf.get(row.id) ?? 1;
            return level === 1 ? <strong>{name}</strong> : `${'\u3000'.repeat(level - 2)}└ ${name}`;
          },
        },
        {
          title: '上级',
          dataIndex: 'parent_id',
          width: 160,
          render: (parent: number | null) => (parent === null ? '—' : nameOf.get(parent)),
        },
        { title: '商品数', dataIndex: 'goods', width: 90, align: 'right' },
        {
          title: '显示',
          dataIndex: 'is_show',
          width: 80,
          render: (shown: boolean) => (shown ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>),
        },
        { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
      ]}
      fields={(editing) => (
        <>
          <Form.Item name="menu" hidden>
            <Input />
          </Form.Item>
          <Form.Item
            name="parent_id"
            label="上级分类"
            extra={editing ? '分类创建后不能移动。' : `最多${CATEGORY_LEVELS}级。`}
          >
            <Select
              allowClear
              disabled={editing !== null}
              placeholder="无（一级分类）"
              options={tree
                .filter(({ level }) => level < CATEGORY_LEVELS)
                .map(({ row, level }) => ({ value: row.id, label: `${'— '.repeat(level - 1)}${row.name}` }))}
            />
          </Form.Item>
          <Form.Item name="name" label="分类名称" rules={[schemaRule(categoryBody.shape.name)]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="logo1" label="图标">
            <ImageUpload purpose="goods" alt="图标" />
          </Form.Item>
          <Form.Item name="is_show" label="在商城显示" valuePropName="checked">
            <Switch />
          </Form.Item>
          <SortField />
        </>
      )}
    />
  );
}
