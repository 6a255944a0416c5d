import { Link } from 'react-router';
import type { CategoryNode } from '@yaocai/domain/contracts/content';
import { categoryHref } from '../../../lib/category-href';

export function CategoryEntrances({ categories }: { categories: CategoryNode[] }) {
  if (categories.length === 0) return null;
  return (
    <nav className="yc-entrances" aria-label="分类入口">
      {categories.map((category) => (
        <Link key={category.id} to={categoryHref('general', category.id)} className="yc-entrance">
          {category.logo1 ? (
            <img src={category.logo1} alt="" loading="lazy" />
          ) : (
            <span className="yc-entrance-mark">{category.name.slice(0, 1)}</span>
          )}
          <span>{category.name}</span>
        </Link>
      ))}
    </nav>
  );
}
