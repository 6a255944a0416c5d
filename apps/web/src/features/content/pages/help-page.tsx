import { Empty, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { HelpCategory } from '@yaocai/domain/contracts/content';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteMeta } from '../../../lib/route-meta';
import { useArticle } from '../api/get-article';
import { useHelpCategories } from '../api/get-help-categories';
import './help.css';

function parseId(raw: string | null): number | undefined | null {
  if (raw === null) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Without an id, the article named like the route (会员注册 for hyzc) or else the first one. */
function defaultArticleId(categories: HelpCategory[], title: string): number | undefined {
  const articles = categories.flatMap((category) => category.children);
  return (articles.find((article) => title && article.name.includes(title)) ?? articles[0])?.id;
}

function HelpMenu({ categories, activeId }: { categories: HelpCategory[]; activeId: number | undefined }) {
  return (
    <nav className="yc-help-menu" aria-label="帮助分类">
      <h2>帮助中心</h2>
      {categories.map((category) => (
        <section key={category.id} aria-label={category.name}>
          <h3>{category.name}</h3>
          <ul>
            {category.children.map((article) => (
              <li key={article.id}>
                <Link
                  to={paths.helpArticle.getHref(article.id)}
                  aria-current={article.id === activeId ? 'page' : undefined}
                  className={article.id === activeId ? 'yc-help-link yc-help-link-active' : 'yc-help-link'}
                >
                  {article.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

function ArticleView({ id }: { id: number | undefined }) {
  const { data: article, isLoading, isError } = useArticle(id);
  usePageTitle(article?.title);
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError || !article || id === undefined) {
    return (
      <Empty className="yc-help-empty" description="文章不存在或已下架，请从左侧选择其他帮助内容">
        <Link to={paths.help.getHref()}>返回帮助中心</Link>
      </Empty>
    );
  }
  return (
    <article className="yc-help-article">
      <h1>{article.title}</h1>
      <p className="yc-help-meta">
        {article.category_name} · 发布于 {article.created_at.slice(0, 10)}
      </p>
      {/* Article HTML is sanitised by the server. */}
      <div className="yc-help-content" dangerouslySetInnerHTML={{ __html: article.content }} />
    </article>
  );
}

export function HelpPage() {
  const [searchParams] = useSearchParams();
  const { title } = useRouteMeta();
  const { data: categories, isLoading } = useHelpCategories();
  const requested = parseId(searchParams.get('id'));
  const helpTitle = title === '帮助中心' ? '' : title;
  const id =
    requested === undefined ? defaultArticleId(categories ?? [], helpTitle) : (requested ?? undefined);

  return (
    <div className="yc-container yc-help">
      <aside className="yc-help-aside">
        {isLoading && !categories ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : (
          <HelpMenu categories={categories ?? []} activeId={id} />
        )}
      </aside>
      <section className="yc-help-main">
        {requested === undefined && isLoading && !categories ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <ArticleView id={id} />
        )}
      </section>
    </div>
  );
}
