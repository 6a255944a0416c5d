import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { ArticleCategoriesEditor } from '../components/article-categories-editor';
import { ArticlesTable } from '../components/articles-table';

/** 帮助文章: the articles and their categories. The tab is kept in the URL. */
export function ArticlesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'categories' ? 'categories' : 'articles';
  return (
    <Page title="帮助文章">
      <Tabs
        activeKey={tab}
        onChange={(next) => setParams(next === 'categories' ? { tab: next } : {}, { replace: true })}
        items={[
          { key: 'articles', label: '文章', children: <ArticlesTable /> },
          { key: 'categories', label: '分类', children: <ArticleCategoriesEditor /> },
        ]}
        destroyOnHidden
      />
    </Page>
  );
}
