import { Button } from 'antd';
import type { OrderAfterSales } from '@yaocai/domain/contracts/after-sales';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { useUserBase } from '../../../lib/user-base';
import { useAfterSales } from '../api/get-after-sales';
import { hasAfterSales } from '../after-sale-display';
import { formatTime } from '../order-display';
import { AfterSaleCard } from './after-sale-card';
import { RequestAfterSaleButton } from './request-after-sale-button';

/**
 * What to say under the title: the deadline while requests may be made; otherwise why not, but only
 * where it tells the buyer something (there are requests, or the order is done).
 */
function noteOf(order: OrderDetail, { open, until, closed_reason, list }: OrderAfterSales): string | null {
  if (open) return until && `售后申请截止 ${formatTime(until)}`;
  if (list.length > 0 || order.status === ORDER_STATUS.completed) return closed_reason;
  return null;
}

function AfterSalesPanel({ order, afterSales }: { order: OrderDetail; afterSales: OrderAfterSales }) {
  const note = noteOf(order, afterSales);
  if (afterSales.list.length === 0 && !afterSales.open && !note) return null;
  return (
    <section className="yc-orders-panel" aria-label="售后">
      <div className="yc-after-sales-head">
        <h2 className="yc-orders-panel-title">售后</h2>
        {note && <p className="yc-after-sale-quiet">{note}</p>}
        {afterSales.open && <RequestAfterSaleButton order={order} claimable={afterSales.claimable} />}
      </div>
      {/* The server lists them newest first. */}
      {afterSales.list.map((request) => (
        <AfterSaleCard key={request.id} request={request} />
      ))}
    </section>
  );
}

/** 售后 on a shipped or completed order, where the shop offers it (is_AfterSale). */
export function AfterSalesSection({ order }: { order: OrderDetail }) {
  const offered = useUserBase().data?.is_AfterSale === 1 && hasAfterSales(order);
  const afterSales = useAfterSales(order.id, { enabled: offered });
  if (!offered || afterSales.isPending) return null;
  if (afterSales.isError) {
    return (
      <section className="yc-orders-panel" aria-label="售后">
        <p className="yc-after-sale-quiet">
          售后信息加载失败
          <Button type="link" onClick={() => void afterSales.refetch()}>
            重新加载
          </Button>
        </p>
      </section>
    );
  }
  return <AfterSalesPanel order={order} afterSales={afterSales.data} />;
}
