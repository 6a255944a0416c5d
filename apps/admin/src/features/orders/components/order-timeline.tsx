import { Empty, Skeleton, Timeline, Typography } from 'antd';
import type { TimelineEvent } from '@yaocai/domain/contracts/order-timeline-responses';
import { LoadError } from '../../../components/load-error';
import { formatTime } from '../../../lib/dayjs';
import { useOrderTimeline } from '../api/get-order-timeline';

const COLOR: Record<string, string> = {
  paid: 'green',
  shipped: 'blue',
  completed: 'green',
  refunded: 'red',
  cancelled: 'red',
  after_sale_requested: 'orange',
  after_sale_rejected: 'gray',
  note: 'gray',
};

const itemOf = (event: TimelineEvent, index: number) => ({
  key: index,
  color: COLOR[event.kind] ?? 'blue',
  title: formatTime(event.at),
  content: (
    <>
      <Typography.Text strong>{event.title}</Typography.Text>
      {event.actor && <Typography.Text type="secondary">（{event.actor}）</Typography.Text>}
      {event.detail && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {event.detail}
        </Typography.Paragraph>
      )}
    </>
  ),
});

/** 时间线: the order's events, oldest first (creation, payment, shipments, after-sales, refunds, invoices, notes). */
export function OrderTimeline({ orderId }: { orderId: number }) {
  const timeline = useOrderTimeline(orderId);
  if (timeline.isError) return <LoadError error={timeline.error} onRetry={() => void timeline.refetch()} />;
  if (!timeline.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (timeline.data.length === 0) return <Empty description="暂无记录" />;
  return (
    <section aria-label="订单时间线">
      <Timeline mode="start" titleSpan="180px" items={timeline.data.map(itemOf)} />
    </section>
  );
}
