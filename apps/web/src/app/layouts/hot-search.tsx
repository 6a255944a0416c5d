import { useCommonConfig } from '../../lib/common-config';
import { ActivityLink } from '../../components/activity-link';

export function HotSearch() {
  const { data } = useCommonConfig();
  const words = data?.rnss ?? [];
  if (words.length === 0) return null;
  return (
    <nav className="yc-hot-search" aria-label="热门搜索">
      {words.map((word, index) => (
        <ActivityLink
          key={`${word.name}-${index}`}
          url={word.url}
          className={index < 3 ? 'yc-hot-word yc-hot-word-top' : 'yc-hot-word'}
        >
          {word.name}
        </ActivityLink>
      ))}
    </nav>
  );
}
