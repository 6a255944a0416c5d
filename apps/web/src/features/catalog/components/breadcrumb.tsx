import { Link } from 'react-router';
import type { Crumb } from '../breadcrumb-trail';

/** Where the page sits: each step a link back, the page itself last. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav className="yc-breadcrumb" aria-label="当前位置">
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to === undefined ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
