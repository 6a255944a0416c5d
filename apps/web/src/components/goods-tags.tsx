import { Tag } from 'antd';
import { tagColor } from '../lib/goods-tags';
import { useShownTags } from '../lib/shown-tags';
import './goods.css';

export function GoodsTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <span className="yc-goods-tags">
      {tags.map((tag) => (
        <Tag key={tag} color={tagColor(tag)} variant="solid">
          {tag}
        </Tag>
      ))}
    </span>
  );
}

/** A goods' tags with 秒 and 特 while its flash sale or special price runs (useShownTags). */
export function ShownGoodsTags({ goods }: { goods: Parameters<typeof useShownTags>[0] }) {
  return <GoodsTags tags={useShownTags(goods)} />;
}
