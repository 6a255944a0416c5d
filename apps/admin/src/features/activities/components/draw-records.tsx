import { useState } from 'react';
import { Button, Popconfirm, Segmented, Typography } from 'antd';
import type { DrawRecordListParams } from '@yaocai/domain/contracts/admin-draw-records';
import type { AdminDrawRecord } from '@yaocai/domain/contracts/admin-draw-records-responses';
import { DRAW_PRIZE_KIND_LABEL } from '@yaocai/domain/contracts/activity-prize-draw';
import { formatTime } from '../../../lib/dayjs';
import { useCan } from '../../../lib/operator';
import { useDrawRecords, useMarkPrizeSent } from '../api/draw-records';
import { ActivityRecordsCard, BuyerCell, RECORDS_PAGE_SIZE } from './activity-records-card';

type Shown = 'gifts-to-send' | 'gifts' | 'all';

const FILTERS: Record<Shown, Pick<DrawRecordListParams, 'prize_kind' | 'sent'>> = {
  'gifts-to-send': { prize_kind: 'goods', sent: 'no' },
  gifts: { prize_kind: 'goods', sent: '' },
  all: { prize_kind: '', sent: '' },
};

function Handover({ record }: { record: AdminDrawRecord }) {
  const mayWrite = useCan('promotions.write');
  const mark = useMarkPrizeSent();
  if (record.prize_kind !== 'goods') return <Typography.Text type="secondary">自动发放</Typography.Text>;
  if (record.sent_at) return <span>{`${formatTime(record.sent_at)} ${record.sent_by ?? ''}`}</span>;
  if (!mayWrite) return <Typography.Text type="warning">待发放</Typography.Text>;
  return (
    <Popconfirm
      title="标记赠品已发放？"
      description={`${record.company}的${record.goods_name ?? record.prize_name}×${record.goods_number ?? 1}已随订单或另行寄出。`}
      okText="已发放"
      cancelText="取消"
      onConfirm={() => mark.mutate(record.id)}
    >
      <Button size="small" loading={mark.isPending}>
        标记已发放
      </Button>
    </Popconfirm>
  );
}

/**
 * 中奖记录 of a prize draw: who won what and when; gift goods are handed over by the shop (with the
 * buyer's next order, or by post), so they wait here until an operator marks them sent.
 */
export function DrawRecords({ activityId }: { activityId: number }) {
  const [shown, setShown] = useState<Shown>('gifts-to-send');
  const [page, setPage] = useState(1);
  const params = { ...FILTERS[shown], page, page_size: RECORDS_PAGE_SIZE } satisfies DrawRecordListParams;
  return (
    <ActivityRecordsCard<AdminDrawRecord>
      title="中奖记录"
      records={useDrawRecords(activityId, params)}
      page={page}
      onPage={setPage}
      emptyText={shown === 'gifts-to-send' ? '没有待发放的赠品' : '暂无中奖记录'}
      extra={
        <Segmented<Shown>
          aria-label="中奖记录范围"
          value={shown}
          onChange={(value) => {
            setShown(value);
            setPage(1);
          }}
          options={[
            { value: 'gifts-to-send', label: '待发放赠品' },
            { value: 'gifts', label: '全部赠品' },
            { value: 'all', label: '全部中奖' },
          ]}
        />
      }
      columns={[
        { title: '中奖时间', dataIndex: 'won_at', render: (at: string) => formatTime(at), width: 170 },
        { title: '客户', key: 'buyer', render: (_, record) => <BuyerCell {...record} /> },
        {
          title: '奖品',
          key: 'prize',
          render: (_, record) => `${record.prize_name}（${DRAW_PRIZE_KIND_LABEL[record.prize_kind]}）`,
        },
        {
          title: '赠品',
          key: 'goods',
          render: (_, record) =>
            record.goods_name === null ? '—' : `${record.goods_name} ×${record.goods_number ?? 1}`,
        },
        { title: '发放', key: 'sent', render: (_, record) => <Handover record={record} />, width: 200 },
      ]}
    />
  );
}
