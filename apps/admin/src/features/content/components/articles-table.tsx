import { Button, Flex, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { SortOrder } from 'antd/es/table/interface';
import { Link } from 'react-router';
import type { AdminArticleList, ArticleSort } from '@yaocai/domain/contracts/admin-content';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { DayRange } from '../../../components/day-range';
import { ListToolbar } from '../../../components/list-toolbar';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { dayjs } from '../../../lib/dayjs';
import { serverSorted, useTableState } from '../../../lib/table-state';
import { useArticles, useDeleteArticle } from '../api/articles';
import { useArticleCategoryOptions } from './article-categories-editor';

type Row = AdminArticleList['list'][number];

const NEWEST_FIRST = { field: 'created_at', order: 'desc' } as const;

/** The columns an operator may hide; the title and the actions always show. */
const HIDEABLE = [
  { key: 'category_name', title: '分类' },
  { key: 'sort', title: '排序' },
  { key: 'created_at', title: '发布时间' },
];

function columns(
  sortOrderOf: (field: string) => SortOrder,
  remove: (row: Row) => Promise<unknown>,
): TableColumnsType<Row> {
  const sorted = (key: ArticleSort) => serverSorted<Row>(key, sortOrderOf);
  return [
    {
      title: '标题',
      render: (title: string, row) => <Link to={paths.articleEdit.getHref(row.id)}>{title}</Link>,
      ...sorted('title'),
    },
    { title: '分类', key: 'category_name', dataIndex: 'category_name', width: 160 },
    { title: '排序', width: 90, align: 'right', ...sorted('sort') },
    {
      title: '发布时间',
      width: 170,
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
      ...sorted('created_at'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_value, row) => (
        <Space size={0}>
          <Link to={paths.articleEdit.getHref(row.id)}>
            <Button type="link" size="small">
              编辑
            </Button>
          </Link>
          <ConfirmDelete
            question={`确定删除文章「${row.title}」吗？删除后帮助中心不再显示。`}
            onConfirm={() => remove(row)}
          />
        </Space>
      ),
    },
  ];
}

/** The help articles, newest first or in a column's order, filtered and paged as the URL says. */
export function ArticlesTable() {
  const table = useTableState(['category_id', 'keywords', 'start_time', 'end_time'], NEWEST_FIRST);
  const { values, update } = table;
  const articles = useArticles({
    category_id: values.category_id || undefined,
    keywords: values.keywords || undefined,
    start_time: values.start_time || undefined,
    end_time: values.end_time || undefined,
    page: table.page,
    page_size: table.pageSize,
    ...(table.sort ? { sort: table.sort.field as ArticleSort, order: table.sort.order } : {}),
  });
  const remove = useDeleteArticle();
  const categories = useArticleCategoryOptions();
  const filtered = Object.values(values).some(Boolean);

  return (
    <>
      <ListToolbar list="articles" table={table} columns={HIDEABLE}>
        <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label="文章筛选">
          <Select
            allowClear
            placeholder="全部分类"
            style={{ width: 200 }}
            loading={categories.loading}
            options={categories.options}
            value={values.category_id ? Number(values.category_id) : undefined}
            onChange={(categoryId?: number) => update({ category_id: categoryId ?? '' })}
            aria-label="文章分类"
          />
          <Input.Search
            key={values.keywords}
            defaultValue={values.keywords}
            allowClear
            placeholder="搜索标题"
            aria-label="搜索标题"
            style={{ width: 220 }}
            maxLength={50}
            onSearch={(keywords) => update({ keywords: keywords.trim() })}
          />
          <DayRange
            label="发布日期"
            from={values.start_time}
            to={values.end_time}
            onChange={(from, to) => update({ start_time: from, end_time: to })}
          />
          <Link to={paths.articleNew.getHref()}>
            <Button type="primary" icon={<PlusOutlined />}>
              新建文章
            </Button>
          </Link>
        </Flex>
      </ListToolbar>
      {articles.isError ? (
        <LoadError error={articles.error} onRetry={() => void articles.refetch()} />
      ) : (
        <Table<Row>
          rowKey="id"
          size="middle"
          columns={table.visible(columns(table.sortOrderOf, (row) => remove.mutateAsync(row.id)))}
          dataSource={articles.data?.list}
          loading={articles.isFetching}
          locale={{ emptyText: filtered ? '没有符合条件的文章' : '还没有文章' }}
          {...table.tableProps<Row>(articles.data?.total)}
        />
      )}
    </>
  );
}
