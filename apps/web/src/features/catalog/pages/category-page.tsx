import { Segmented } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CategoryNode } from '@yaocai/domain/contracts/content';
import { LoadFailed } from '../../../components/load-failed';
import { PageSpinner } from '../../../components/page-spinner';
import { categoryHref, categoryTree } from '../../../lib/category-href';
import { useCommonConfig } from '../../../lib/common-config';
import type { MenuVariant } from '../../../lib/route-meta';
import '../category-page.css';

const MENUS: { value: MenuVariant; label: string }[] = [
  { value: 'general', label: '全部商品' },
  { value: 'yx', label: '优选专区' },
  { value: 'zy', label: '中药饮片' },
  { value: 'qx', label: '医疗器械' },
];

function Subcategories({ variant, category }: { variant: MenuVariant; category: CategoryNode }) {
  return (
    <section className="yc-category-page-children" aria-label={`${category.name}子分类`}>
      <Link to={categoryHref(variant, category.id)} className="yc-category-page-all">
        全部{category.name} <RightOutlined aria-hidden />
      </Link>
      <ul>
        {category.children.map((child) => (
          <li key={child.id}>
            <Link to={categoryHref(variant, child.id)}>{child.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The categories as a page of their own, a phone's way in where the desktop has its hover menu. */
export function CategoryPage() {
  const config = useCommonConfig();
  const [variant, setVariant] = useState<MenuVariant>('general');
  const [chosenId, setChosenId] = useState<number | null>(null);
  if (config.isPending) return <PageSpinner />;
  if (config.isError)
    return <LoadFailed title="商品分类加载失败" error={config.error} onRetry={() => void config.refetch()} />;

  const categories = categoryTree(config.data, variant);
  const chosen = categories.find((category) => category.id === chosenId) ?? categories[0];
  const menus = MENUS.filter((menu) => categoryTree(config.data, menu.value).length > 0);

  return (
    <div className="yc-category-page">
      <h1 className="yc-category-page-title">商品分类</h1>
      {menus.length > 1 && (
        <Segmented
          block
          className="yc-category-page-menus"
          aria-label="分类范围"
          value={variant}
          options={menus}
          onChange={(value) => {
            setVariant(value);
            setChosenId(null);
          }}
        />
      )}
      {chosen ? (
        <div className="yc-category-page-body">
          <ul className="yc-category-page-tops" aria-label="一级分类">
            {categories.map((category) => (
              <li key={category.id}>
                <button
                  type="button"
                  aria-pressed={category.id === chosen.id}
                  onClick={() => setChosenId(category.id)}
                >
                  {category.name}
                </button>
              </li>
            ))}
          </ul>
          <Subcategories variant={variant} category={chosen} />
        </div>
      ) : (
        <p className="yc-category-page-empty">暂无商品分类</p>
      )}
    </div>
  );
}
