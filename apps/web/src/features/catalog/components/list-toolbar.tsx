import { Button, Radio } from 'antd';
import type { ReactNode } from 'react';
import type { GoodsSort } from '@yaocai/domain/contracts/catalog';
import { useUserBase } from '../../../lib/user-base';
import { offeredSorts, shownSort, type ListMode, type ListState } from '../list-url';

const SORT_LABEL: Record<GoodsSort, string> = {
  default: '综合',
  sales: '销量',
  price: '价格',
  newest: '新品',
};

interface ListToolbarProps {
  state: ListState;
  mode: ListMode;
  total: number | undefined;
  onSort: (sort: GoodsSort) => void;
  /** Absent where only one way of showing the goods is offered (a phone). */
  onMode?: (mode: ListMode) => void;
  /** The filters' button, where the filters open in a sheet. */
  filters?: ReactNode;
}

export function ListToolbar({ state, mode, total, onSort, onMode, filters }: ListToolbarProps) {
  const seesPrices = useUserBase().data?.is_passed === 1;
  const chosen = shownSort(state.sort, seesPrices);
  return (
    <div className="yc-list-toolbar">
      <div className="yc-sort-bar" role="group" aria-label="排序">
        {offeredSorts(seesPrices).map((sort) => {
          const active = chosen === sort;
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
              {SORT_LABEL[sort]}
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
      {filters}
      {onMode && (
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
      )}
    </div>
  );
}
