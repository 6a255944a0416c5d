import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { RightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { CATEGORY_MENU_ITEMS } from '@yaocai/domain/constants';
import { listHref } from '../../../lib/list-navigation';
import type { MenuVariant } from '../../../lib/route-meta';
import { useCommonConfig } from '../../../lib/common-config';
import { categoryHref, categoryTree } from '../../../lib/category-href';
import './category-menu.css';

interface CategoryMenuProps {
  variant: MenuVariant;
  /** Home keeps the menu open; elsewhere it opens while hovered. */
  open: boolean;
}

export function CategoryMenu({ variant, open }: CategoryMenuProps) {
  const { data } = useCommonConfig();
  const { pathname } = useLocation();
  const [hovered, setHovered] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const categories = data ? categoryTree(data, variant).slice(0, CATEGORY_MENU_ITEMS) : [];
  const active = categories.find((category) => category.id === activeId);
  const expanded = open || hovered;
  const hrefOf = (id: number) => listHref(categoryHref(variant, id), pathname);

  const close = () => {
    setHovered(false);
    setActiveId(null);
  };

  return (
    <div
      className={open ? 'yc-category-menu yc-category-menu-open' : 'yc-category-menu'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={close}
    >
      <button
        type="button"
        className="yc-category-menu-title"
        aria-expanded={expanded}
        // Hovering opens it already, so a click never closes it; Escape does, for the keyboard.
        onClick={() => setHovered(true)}
        onKeyDown={(event) => event.key === 'Escape' && close()}
      >
        <UnorderedListOutlined aria-hidden /> 全部商品分类
      </button>
      {expanded && categories.length > 0 && (
        <nav className="yc-category-panel" aria-label="商品分类" data-menu={variant}>
          <ul className="yc-category-list">
            {categories.map((category) => (
              <li
                key={category.id}
                className={
                  category.id === activeId ? 'yc-category-item yc-category-item-active' : 'yc-category-item'
                }
                onMouseEnter={() => setActiveId(category.id)}
                onFocus={() => setActiveId(category.id)}
              >
                <Link to={hrefOf(category.id)} className="yc-category-link" onClick={close}>
                  {category.name}
                </Link>
                <span className="yc-category-preview">
                  {category.children
                    .slice(0, 2)
                    .map((child) => child.name)
                    .join(' / ')}
                </span>
                <RightOutlined className="yc-category-arrow" aria-hidden />
              </li>
            ))}
          </ul>
          {active && active.children.length > 0 && (
            <div className="yc-category-flyout" role="group" aria-label={`${active.name}子分类`}>
              <Link to={hrefOf(active.id)} className="yc-category-flyout-title" onClick={close}>
                {active.name} <RightOutlined aria-hidden />
              </Link>
              <div className="yc-category-flyout-items">
                {active.children.map((child) => (
                  <Link key={child.id} to={hrefOf(child.id)} onClick={close}>
                    {child.name}
                  </Link>
                ))}
              </div>
            </div>
          )}
        </nav>
      )}
    </div>
  );
}
