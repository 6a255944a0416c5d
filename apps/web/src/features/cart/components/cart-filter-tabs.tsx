import { Tabs } from 'antd';
import type { CartState } from '@yaocai/domain/contracts/cart';

interface CartFilterTabsProps {
  filters: CartState['filter_data'];
  active: number;
  onChange: (filter: number) => void;
}

/** 全部 and one tab per warehouse holding lines. */
export function CartFilterTabs({ filters, active, onChange }: CartFilterTabsProps) {
  return (
    <Tabs
      className="yc-cart-tabs"
      activeKey={String(active)}
      onChange={(key) => onChange(Number(key))}
      items={filters.map((filter) => ({ key: String(filter.id), label: `${filter.name}(${filter.count})` }))}
    />
  );
}
