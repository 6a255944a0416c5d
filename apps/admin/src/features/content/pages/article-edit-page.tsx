import { useState } from 'react';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Select, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { articleBody, type AdminArticle } from '@yaocai/domain/contracts/admin-content';
import { useLeaveGuard } from '../../../components/leave-guard';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useArticle, useSaveArticle, type ArticleBodyValues } from '../api/articles';
import { useArticleCategoryOptions } from '../components/article-categories-editor';
import { RichTextEditor } from '../components/rich-text-editor';

/** A new article (/articles/new) or one to edit (/articles/:id). */
export function ArticleEditPage() {
  const { id } = useParams();
  const articleId = id === undefined ? null : Number(id);
  const article = useArticle(articleId);
  const title = articleId === null ? '新建文章' : '编辑文章';
  if (articleId !== null && !Number.isSafeInteger(articleId)) return <Page title={title}>文章不存在</Page>;
  return (
    <Page title={title}>
      {article.isError ? (
        <LoadError error={article.error} onRetry={() => void article.refetch()} />
      ) : articleId !== null && !article.data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <ArticleForm article={article.data ?? null} />
      )}
    </Page>
  );
}

const FIELDS = new Set(['category_id', 'title', 'content', 'sort']);

function ArticleForm({ article }: { article: AdminArticle | null }) {
  const [form] = Form.useForm<ArticleBodyValues>();
  const navigate = useNavigate();
  const categories = useArticleCategoryOptions();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const { guard, release } = useLeaveGuard(dirty, '文章还没有保存，确定离开吗？');
  const save = useSaveArticle({
    onSaved: () => {
      release();
      void navigate(paths.articles.getHref());
    },
  });

  const submit = (values: ArticleBodyValues) => {
    setRefusal(null);
    save.mutate(
      { id: article?.id, body: values },
      {
        onError: (error) => {
          if (!isApiError(error)) return setRefusal('保存失败，请稍后重试');
          if (!showFieldErrors(form, error, (field) => (FIELDS.has(field) ? [field] : null)))
            setRefusal(error.msg || '保存失败，请稍后重试');
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onValuesChange={() => setDirty(true)}
      initialValues={{
        category_id: article?.category_id,
        title: article?.title ?? '',
        content: article?.content ?? '',
        sort: article?.sort ?? 0,
      }}
      onFinish={submit}
      style={{ maxWidth: 960 }}
    >
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      {guard}
      <Row gutter={24}>
        <Col span={14}>
          <Form.Item name="title" label="标题" rules={[schemaRule(articleBody.shape.title)]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="category_id" label="分类" rules={[{ required: true, message: '请选择文章分类' }]}>
            <Select loading={categories.loading} options={categories.options} placeholder="选择分类" />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="sort" label="排序">
            <InputNumber min={-9999} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="content" label="正文" rules={[{ required: true, message: '请填写正文' }]}>
        <RichTextEditor label="正文" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {article ? '保存' : '发布'}
        </Button>
        <Button onClick={() => void navigate(paths.articles.getHref())}>返回列表</Button>
      </Space>
    </Form>
  );
}
