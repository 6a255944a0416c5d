import { useState } from 'react';
import { Button, Popconfirm, Segmented, Typography } from 'antd';
import type { AdminPointsExchange, AdminPointsExchangeParams } from '@yaocai/domain/contracts/points-mall';
import { formatTime } from '../../../lib/dayjs';
import { useCan } from '../../../lib/operator';
import { useMarkExchangeShipped, usePointsExchanges } from '../api/points-exchanges';
import { ActivityRecordsCard, BuyerCell, RECORDS_PAGE_SIZE } from './activity-records-card';

type Shown = 'to_ship' | 'shipped' | '';

function Shipping({ exchange }: { exchange: AdminPointsExchange }) {
  const mayWrite = useCan('promotions.write');
  const mark = useMarkExchangeShipped();
  if (exchange.item_kind !== 'goods') return <Typography.Text type="secondary">自动发放</Typography.Text>;
  if (exchange.shipped_at)
    return <span>{`${formatTime(exchange.shipped_at)} ${exchange.shipped_by ?? ''}`}</span>;
  if (!mayWrite) return <Typography.Text type="warning">待发货</Typography.Text>;
  return (
    <Popconfirm
      title="标记兑换品已发货？"
      description={`${exchange.company}兑换的${exchange.goods_name ?? exchange.item_name}×${exchange.quantity}已随订单或另行寄出。`}
      okText="已发货"
      cancelText="取消"
      onConfirm={() => mark.mutate(exchange.id)}
    >
      <Button size="small" loading={mark.isPending}>
        标记已发货
      </Button>
    </Popconfirm>
  );
}

/**
 * 兑换记录 of a 积分商城: who exchanged what for how many points; goods are sent by the shop (with the
 * buyer's next order, or by post), so they wait here until an operator marks them shipped.
 */
export function PointsExchanges({ activityId }: { activityId: number }) {
  const [shown, setShown] = useState<Shown>('to_ship');
  const [page, setPage] = useState(1);
  const params = {
    activity_id: activityId,
    status: shown,
    page,
    page_size: RECORDS_PAGE_SIZE,
  } satisfies AdminPointsExchangeParams;
  return (
    <ActivityRecordsCard<AdminPointsExchange>
      title="兑换记录"
      records={usePointsExchanges(params)}
      page={page}
      onPage={setPage}
      emptyText={shown === 'to_ship' ? '没有待发货的兑换品' : '暂无兑换记录'}
      extra={
        <Segmented<Shown>
          aria-label="兑换记录范围"
          value={shown}
          onChange={(value) => {
            setShown(value);
            setPage(1);
          }}
          options={[
            { value: 'to_ship', label: '待发货' },
            { value: 'shipped', label: '已发货' },
            { value: '', label: '全部兑换' },
          ]}
        />
      }
      columns={[
        { title: '兑换时间', dataIndex: 'created_at', render: (at: string) => formatTime(at), width: 170 },
        { title: '客户', key: 'buyer', render: (_, exchange) => <BuyerCell {...exchange} /> },
        { title: '兑换品', dataIndex: 'item_name' },
        {
          title: '商品',
          key: 'goods',
          render: (_, exchange) =>
            exchange.goods_name === null ? '—' : `${exchange.goods_name} ×${exchange.quantity}`,
        },
        { title: '积分', dataIndex: 'points', align: 'right', width: 90 },
        {
          title: '发货',
          key: 'shipped',
          render: (_, exchange) => <Shipping exchange={exchange} />,
          width: 200,
        },
      ]}
    />
  );
}
