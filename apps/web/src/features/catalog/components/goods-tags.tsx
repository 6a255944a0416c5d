import { Tag } from 'antd';
import { tagColor } from '../goods-display';

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
