import { Empty, Skeleton } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useLinks } from '../api/get-links';
import './help.css';

export function LinksPage() {
  const { data: links = [], isLoading } = useLinks();
  return (
    <div className="yc-container yc-links-page">
      <h1>友情链接</h1>
      {isLoading ? (
        <Skeleton active />
      ) : links.length === 0 ? (
        <Empty description="暂无友情链接" />
      ) : (
        <ul className="yc-links-grid">
          {links.map((link) => (
            <li key={link.id}>
              <a href={link.url} target="_blank" rel="noreferrer">
                <LinkOutlined aria-hidden /> {link.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
