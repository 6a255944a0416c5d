import { Checkbox, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { GoodsFacets } from '@yaocai/domain/contracts/catalog';
import type { CategoryNode, CommonConfig } from '@yaocai/domain/contracts/content';
import { categoryPath, menuTreeKeys } from '../categories';
import type { ListState } from '../list-url';

const BRANDS_COLLAPSED = 16;
const MANUFACTURERS_COLLAPSED = 12;

interface FilterBarProps {
  state: ListState;
  hrefFor: (patch: Partial<ListState>) => string;
  go: (patch: Partial<ListState>) => void;
  clearHref: string;
  hasFilters: boolean;
  common: CommonConfig | undefined;
  /** What has results within the current search and filters; until known, nothing is offered. */
  facets: GoodsFacets | undefined;
}

function ChipLink({ to, active, children }: { to: string; active?: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={active ? 'yc-chip yc-chip-active' : 'yc-chip'}
      aria-current={active ? 'true' : undefined}
    >
      {children}
    </Link>
  );
}

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="yc-filter-row" role="group" aria-label={label}>
      <span className="yc-filter-label">{label}：</span>
      <div className="yc-filter-values">{children}</div>
    </div>
  );
}

export function FilterBar({ state, hrefFor, go, clearHref, hasFilters, common, facets }: FilterBarProps) {
  const [allBrands, setAllBrands] = useState(false);
  const [allManufacturers, setAllManufacturers] = useState(false);
  const keys = menuTreeKeys(state);
  const trail = common && state.select !== undefined ? categoryPath(common, keys, state.select) : null;
  const selected = trail?.[trail.length - 1];
  const categoryCounts = new Map(facets?.categories.map((facet) => [facet.id, facet.count]));
  const choices: (CategoryNode & { count: number })[] = (
    selected ? selected.children : state.select === undefined && common ? common[keys[0]!] : []
  ).flatMap((node) => {
    const count = categoryCounts.get(node.id);
    return count ? [{ ...node, count }] : [];
  });
  const manufacturers = facets?.manufacturers ?? [];
  const brands = facets?.brands ?? [];
  const shownBrands = allBrands ? brands : brands.slice(0, BRANDS_COLLAPSED);
  const shownManufacturers = allManufacturers
    ? manufacturers
    : manufacturers.slice(0, MANUFACTURERS_COLLAPSED);
  const brandName = (common?.brand ?? []).find((brand) => brand.id === state.brand)?.name;
  const manufacturerName = manufacturers.find((item) => item.id === state.manufacturer)?.name;

  return (
    <section className="yc-filter-bar" aria-label="筛选条件">
      {hasFilters && (
        <div className="yc-filter-row yc-filter-chosen">
          <span className="yc-filter-label">已选条件：</span>
          <div className="yc-filter-values">
            {state.keyword !== undefined && (
              <Tag
                closable
                onClose={() => go({ keyword: undefined, type: undefined })}
                className="yc-chosen-tag"
              >
                “{state.keyword}”的搜索结果
              </Tag>
            )}
            {state.select !== undefined && (
              <Tag closable onClose={() => go({ select: undefined })} className="yc-chosen-tag">
                分类：{selected?.name ?? '所选分类'}
              </Tag>
            )}
            {state.brand !== undefined && (
              <Tag closable onClose={() => go({ brand: undefined })} className="yc-chosen-tag">
                品牌：{brandName ?? '所选品牌'}
              </Tag>
            )}
            {state.manufacturer !== undefined && (
              <Tag closable onClose={() => go({ manufacturer: undefined })} className="yc-chosen-tag">
                厂家：{manufacturerName ?? '所选厂家'}
              </Tag>
            )}
            {state.inStock && (
              <Tag closable onClose={() => go({ inStock: false })} className="yc-chosen-tag">
                仅显示有货
              </Tag>
            )}
            <Link to={clearHref} className="yc-filter-clear">
              清空筛选
            </Link>
          </div>
        </div>
      )}
      {(trail || choices.length > 0) && (
        <FilterRow label="分类">
          {trail && (
            <nav className="yc-category-trail" aria-label="当前分类">
              <Link to={hrefFor({ select: undefined })}>全部</Link>
              {trail.map((node) => (
                <span key={node.id}>
                  {' > '}
                  <Link to={hrefFor({ select: node.id })}>{node.name}</Link>
                </span>
              ))}
            </nav>
          )}
          {choices.map((node) => (
            <ChipLink key={node.id} to={hrefFor({ select: node.id })}>
              {node.name}
              <span className="yc-chip-count">({node.count})</span>
            </ChipLink>
          ))}
        </FilterRow>
      )}
      {brands.length > 0 && (
        <FilterRow label="品牌">
          {shownBrands.map((brand) => (
            <ChipLink
              key={brand.id}
              to={hrefFor({ brand: state.brand === brand.id ? undefined : brand.id })}
              active={state.brand === brand.id}
            >
              {brand.name}
              <span className="yc-chip-count">({brand.count})</span>
            </ChipLink>
          ))}
          {brands.length > BRANDS_COLLAPSED && (
            <button
              type="button"
              className="yc-link-button yc-filter-more"
              onClick={() => setAllBrands(!allBrands)}
            >
              {allBrands ? '收起' : '更多'}
            </button>
          )}
        </FilterRow>
      )}
      {manufacturers.length > 0 && (
        <FilterRow label="厂家">
          {shownManufacturers.map((item) => (
            <ChipLink
              key={item.id}
              to={hrefFor({ manufacturer: state.manufacturer === item.id ? undefined : item.id })}
              active={state.manufacturer === item.id}
            >
              {item.name}
              <span className="yc-chip-count">({item.count})</span>
            </ChipLink>
          ))}
          {manufacturers.length > MANUFACTURERS_COLLAPSED && (
            <button
              type="button"
              className="yc-link-button yc-filter-more"
              onClick={() => setAllManufacturers(!allManufacturers)}
            >
              {allManufacturers ? '收起' : '更多'}
            </button>
          )}
        </FilterRow>
      )}
      <FilterRow label="库存">
        <Checkbox checked={state.inStock} onChange={(event) => go({ inStock: event.target.checked })}>
          仅显示有货
        </Checkbox>
      </FilterRow>
    </section>
  );
}
