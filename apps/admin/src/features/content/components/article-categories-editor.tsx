import { Form, Input, Select } from 'antd';
import { articleCategoryBody, type AdminArticleCategory } from '@yaocai/domain/contracts/admin-content';
import { schemaRule } from '../../../lib/form-rules';
import { useContentList } from '../api/content-lists';
import { ContentListEditor } from './content-list-editor';
import { SortField } from '../../../components/sort-field';

type CategoryValues = Pick<AdminArticleCategory, 'parent_id' | 'name' | 'sort'>;

/** Article categories: top-level groups (the help centre) and the categories articles go in. */
export function ArticleCategoriesEditor() {
  const categories = useContentList<AdminArticleCategory>('article-categories');
  const rows = categories.data ?? [];
  const tops = rows.filter((row) => row.parent_id === null);
  const nameOf = new Map(rows.map((row) => [row.id, row.name]));
  const hasChildren = (row: AdminArticleCategory) => rows.some((other) => other.parent_id === row.id);

  return (
    <ContentListEditor<AdminArticleCategory, CategoryValues>
      name="article-categories"
      noun="分类"
      intro="文章放在二级分类下；帮助中心的菜单列出它的二级分类和其中的文章。"
      valuesOf={(row) => ({ parent_id: row?.parent_id ?? null, name: row?.name ?? '', sort: row?.sort ?? 0 })}
      deleteQuestion={(row) =>
        row.articles > 0 || hasChildren(row) ? null : `确定删除分类「${row.name}」吗？`
      }
      columns={[
        {
          title: '名称',
          dataIndex: 'name',
          render: (name: string, row) => (row.parent_id === null ? <strong>{name}</strong> : `└ ${name}`),
        },
        {
          title: '上级',
          dataIndex: 'parent_id',
          width: 160,
          render: (parent: number | null) => (parent === null ? '—' : nameOf.get(parent)),
        },
        { title: '文章数', dataIndex: 'articles', width: 90, align: 'right' },
        { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
      ]}
      fields={
        <>
          <Form.Item name="parent_id" label="上级分类">
            <Select
              allowClear
              placeholder="无（一级分类）"
              options={tops.map((top) => ({ value: top.id, label: top.name }))}
            />
          </Form.Item>
          <Form.Item name="name" label="分类名称" rules={[schemaRule(articleCategoryBody.shape.name)]}>
            <Input maxLength={30} />
          </Form.Item>
          <SortField />
        </>
      }
    />
  );
}

/** The categories an article can go in, grouped under their top-level category, for a Select. */
export function useArticleCategoryOptions() {
  const categories = useContentList<AdminArticleCategory>('article-categories');
  const rows = categories.data ?? [];
  return {
    loading: categories.isPending,
    options: rows
      .filter((row) => row.parent_id === null)
      .map((top) => ({
        label: top.name,
        title: top.name,
        options: rows
          .filter((row) => row.parent_id === top.id)
          .map((row) => ({ value: row.id, label: row.name })),
      }))
      .filter((group) => group.options.length > 0),
  };
}
