import { Button, Radio } from 'antd';
import type { GoodsSort } from '@yaocai/domain/contracts/catalog';
import type { ListMode, ListState } from '../list-url';

const SORTS: { sort: GoodsSort; label: string }[] = [
  { sort: 'default', label: '综合' },
  { sort: 'sales', label: '销量' },
  { sort: 'price', label: '价格' },
  { sort: 'newest', label: '新品' },
];

interface ListToolbarProps {
  state: ListState;
  mode: ListMode;
  total: number | undefined;
  onSort: (sort: GoodsSort) => void;
  onMode: (mode: ListMode) => void;
}

export function ListToolbar({ state, mode, total, onSort, onMode }: ListToolbarProps) {
  return (
    <div className="yc-list-toolbar">
      <div className="yc-sort-bar" role="group" aria-label="排序">
        {SORTS.map(({ sort, label }) => {
          const active = state.sort === sort;
          const ascending = state.order === 'asc';
          const isPrice = sort === 'price';
          return (
            <Button
              key={sort}
              type={active ? 'primary' : 'default'}
              aria-pressed={active}
              title={isPrice && active ? (ascending ? '价格从低到高' : '价格从高到低') : undefined}
              onClick={() => onSort(sort)}
            >
              {label}
              {isPrice && (
                <span className="yc-sort-arrow" aria-hidden>
                  {active ? (ascending ? '↑' : '↓') : '↕'}
                </span>
              )}
            </Button>
          );
        })}
      </div>
      <span className="yc-list-count">
        共 <em>{total ?? '-'}</em> 件商品
      </span>
      <Radio.Group
        className="yc-mode-switch"
        aria-label="显示方式"
        optionType="button"
        value={mode}
        onChange={(event) => onMode(event.target.value as ListMode)}
        options={[
          { value: 'grid', label: '大图' },
          { value: 'table', label: '列表' },
        ]}
      />
    </div>
  );
}
