import { Link } from 'react-router';
import type { HelpCategory } from '@yaocai/domain/contracts/content';
import { paths } from '../../../config/paths';
import { useHelpCategories } from '../api/get-help-categories';

const LICENCES = ['药品网络交易服务第三方平台备案凭证', '互联网药品信息服务资格证书', '营业执照'];

// A licence links to the help article of the same name once operators publish it, else to the help centre.
function hrefFor(name: string, categories: HelpCategory[]): string {
  for (const category of categories) {
    const article = category.children.find((child) => child.name.includes(name));
    if (article) return paths.helpArticle.getHref(article.id);
  }
  return paths.help.getHref();
}

export function LicenceLinks() {
  const { data: categories = [] } = useHelpCategories();
  return (
    <nav className="yc-licences" aria-label="资质证照">
      {LICENCES.map((name) => (
        <Link key={name} to={hrefFor(name, categories)}>
          {name}
        </Link>
      ))}
    </nav>
  );
}
