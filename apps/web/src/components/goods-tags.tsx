import { Tag } from 'antd';
import { tagColor } from '../lib/goods-tags';
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
