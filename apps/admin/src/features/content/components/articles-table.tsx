import { useState } from 'react';
import { Button, Flex, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { AdminArticleList } from '@yaocai/domain/contracts/admin-content';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { dayjs } from '../../../lib/dayjs';
import { useArticles, useDeleteArticle, type ArticleListParams } from '../api/articles';
import { useArticleCategoryOptions } from './article-categories-editor';

type Row = AdminArticleList['list'][number];
const PAGE_SIZE = 20;

/** The help articles, by category and title, newest first within each category. */
export function ArticlesTable() {
  const [params, setParams] = useState<ArticleListParams>({ page: 1 });
  const articles = useArticles(params);
  const remove = useDeleteArticle();
  const categories = useArticleCategoryOptions();

  const columns: TableColumnsType<Row> = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (title: string, row) => <Link to={paths.articleEdit.getHref(row.id)}>{title}</Link>,
    },
    { title: '分类', dataIndex: 'category_name', width: 160 },
    { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
    {
      title: '发布时间',
      dataIndex: 'created_at',
      width: 170,
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
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
            onConfirm={() => remove.mutateAsync(row.id)}
          />
        </Space>
      ),
    },
  ];

  if (articles.isError) return <LoadError error={articles.error} onRetry={() => void articles.refetch()} />;
  return (
    <>
      <Flex justify="space-between" gap={16} style={{ marginBottom: 16 }}>
        <Space>
          <Select
            allowClear
            placeholder="全部分类"
            style={{ width: 200 }}
            loading={categories.loading}
            options={categories.options}
            value={params.category_id}
            onChange={(category_id?: number) => setParams({ ...params, category_id, page: 1 })}
            aria-label="文章分类"
          />
          <Input.Search
            allowClear
            placeholder="搜索标题"
            style={{ width: 240 }}
            maxLength={50}
            onSearch={(keywords) => setParams({ ...params, keywords: keywords.trim() || undefined, page: 1 })}
          />
        </Space>
        <Link to={paths.articleNew.getHref()}>
          <Button type="primary" icon={<PlusOutlined />}>
            新建文章
          </Button>
        </Link>
      </Flex>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={articles.data?.list}
        loading={articles.isFetching}
        locale={{ emptyText: params.keywords || params.category_id ? '没有符合条件的文章' : '还没有文章' }}
        pagination={{
          current: params.page,
          pageSize: PAGE_SIZE,
          total: articles.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 篇`,
          onChange: (page) => setParams({ ...params, page }),
        }}
      />
    </>
  );
}
