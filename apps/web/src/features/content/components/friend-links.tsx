import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLinks } from '../api/get-links';

export function FriendLinks() {
  const { data: links = [] } = useLinks();
  if (links.length === 0) return null;
  return (
    <nav className="yc-friend-links" aria-label="友情链接">
      <Link to={paths.links.getHref()} className="yc-friend-links-title">
        友情链接：
      </Link>
      {links.map((link) => (
        <a key={link.id} href={link.url} target="_blank" rel="noreferrer">
          {link.name}
        </a>
      ))}
    </nav>
  );
}
