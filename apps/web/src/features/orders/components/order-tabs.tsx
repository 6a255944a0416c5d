import { Tabs } from 'antd';
import { ORDER_STATUS_LABEL, ORDER_TABS } from '@yaocai/domain/contracts/order';
import type { OrderCounts } from '@yaocai/domain/contracts/order-responses';

const ALL_ORDERS = '全部订单';

const labelOf = (state: (typeof ORDER_TABS)[number]) =>
  state === 0 ? ALL_ORDERS : ORDER_STATUS_LABEL[state];

/** 全部订单 and one tab per state, each with its count once the first page has come. */
export function OrderTabs({
  active,
  counts,
  onChange,
}: {
  active: number;
  counts: OrderCounts | undefined;
  onChange: (state: number) => void;
}) {
  return (
    <Tabs
      className="yc-orders-tabs"
      activeKey={String(active)}
      onChange={(key) => onChange(Number(key))}
      items={ORDER_TABS.map((state) => ({
        key: String(state),
        label: counts ? `${labelOf(state)}(${counts[String(state)] ?? 0})` : labelOf(state),
      }))}
    />
  );
}
