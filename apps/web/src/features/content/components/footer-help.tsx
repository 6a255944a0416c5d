import { Link } from 'react-router';
import { FOOTER_HELP_ITEMS } from '@yaocai/domain/constants';
import { paths } from '../../../config/paths';
import { useHelpCategories } from '../api/get-help-categories';

export function FooterHelp() {
  const { data: categories = [] } = useHelpCategories();
  if (categories.length === 0) return null;
  return (
    <nav className="yc-footer-help" aria-label="帮助中心">
      {categories.map((category) => (
        <section key={category.id} className="yc-footer-help-group" aria-label={category.name}>
          <h3>{category.name}</h3>
          <ul>
            {category.children.slice(0, FOOTER_HELP_ITEMS).map((article) => (
              <li key={article.id}>
                <Link to={paths.helpArticle.getHref(article.id)}>{article.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
