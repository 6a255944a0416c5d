import { Link } from 'react-router';
import { RightOutlined } from '@ant-design/icons';
import type { CategoryNode } from '@yaocai/domain/contracts/content';
import { categoryHref } from '../../../lib/category-href';
import { useFloorGoods } from '../api/get-floor-goods';
import { GoodsGrid } from './goods-grid';

export const floorAnchor = (categoryId: number) => `floor-${categoryId}`;

export function GoodsFloor({ category, number }: { category: CategoryNode; number: number }) {
  const { data, isLoading } = useFloorGoods(category.id);
  return (
    <section
      id={floorAnchor(category.id)}
      className="yc-floor"
      aria-labelledby={`${floorAnchor(category.id)}-title`}
    >
      <header className="yc-floor-head">
        <h2 id={`${floorAnchor(category.id)}-title`}>
          <span className="yc-floor-number">{number}F</span>
          {category.name}
        </h2>
        <nav className="yc-floor-tags" aria-label={`${category.name}子分类`}>
          {category.children.slice(0, 6).map((child) => (
            <Link key={child.id} to={categoryHref('general', child.id)}>
              {child.name}
            </Link>
          ))}
          <Link to={categoryHref('general', category.id)} className="yc-floor-more">
            查看更多 <RightOutlined aria-hidden />
          </Link>
        </nav>
      </header>
      <GoodsGrid goods={data?.list} loading={isLoading} />
    </section>
  );
}
