import { Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useState } from 'react';
import type { BuyerRequestSort } from '@yaocai/domain/contracts/buyer-requests';
import type { AdminPurchaseRequest } from '@yaocai/domain/contracts/buyer-requests-responses';
import { DayRange } from '../../../components/day-range';
import { ListToolbar } from '../../../components/list-toolbar';
import { LoadError } from '../../../components/load-error';
import { formatTime } from '../../../lib/dayjs';
import { useCan } from '../../../lib/operator';
import { serverSorted, useTableState } from '../../../lib/table-state';
import { usePurchaseRequests, type AnswerState } from '../api/buyer-requests';
import { AnswerRequestModal } from './answer-modals';
import { CustomerCell } from './customer-cell';

type Row = AdminPurchaseRequest;

const NEWEST_FIRST = { field: 'created_at', order: 'desc' } as const;

/** The columns an operator may hide; the time, the goods and the answer or its button always show. */
const HIDEABLE = [
  { key: 'customer', title: '客户' },
  { key: 'quantity', title: '数量' },
  { key: 'expected_price', title: '期望单价' },
];
const HIDEABLE_ANSWERED = [...HIDEABLE, { key: 'answered_at', title: '回复时间' }];

function columns(
  status: AnswerState,
  sortOrderOf: (field: string) => SortOrder,
  answer: ((row: Row) => void) | null,
): TableColumnsType<Row> {
  const sorted = (key: BuyerRequestSort) => serverSorted<Row>(key, sortOrderOf);
  const shown: TableColumnsType<Row> = [
    { title: '提交时间', width: 180, render: formatTime, ...sorted('created_at') },
    { title: '客户', key: 'customer', width: 220, render: (_v, row) => <CustomerCell row={row} /> },
    {
      title: '求购商品',
      key: 'goods',
      render: (_v, row) => (
        <>
          <strong>{row.goods_name}</strong>
          <div>
            <Typography.Text type="secondary">
              {[row.spec, row.manufacturer].filter(Boolean).join(' · ') || '—'}
            </Typography.Text>
          </div>
          {row.remark && <Typography.Text type="secondary">备注：{row.remark}</Typography.Text>}
        </>
      ),
    },
    { title: '数量', key: 'quantity', dataIndex: 'quantity', width: 90 },
    {
      title: '期望单价',
      key: 'expected_price',
      dataIndex: 'expected_price',
      width: 100,
      render: (price: string | null) => (price ? `¥${price}` : '—'),
    },
  ];
  if (status === 'answered') {
    return [
      ...shown,
      { title: '回复', key: 'answer', dataIndex: 'answer', width: 280 },
      { title: '回复时间', width: 180, render: formatTime, ...sorted('answered_at') },
    ];
  }
  const action: TableColumnsType<Row>[number] = {
    title: '操作',
    key: 'actions',
    width: 100,
    render: (_v, row) =>
      answer ? (
        <Button type="link" size="small" onClick={() => answer(row)}>
          回复
        </Button>
      ) : (
        <Tag>待回复</Tag>
      ),
  };
  return [...shown, action];
}

/** 求购 waiting for an answer or answered: sorted, filtered by the days sent and paged as the URL says. */
export function RequestsTable({ status }: { status: AnswerState }) {
  const table = useTableState(['start_time', 'end_time'], NEWEST_FIRST);
  const { values, update } = table;
  const requests = usePurchaseRequests({
    status,
    start_time: values.start_time || undefined,
    end_time: values.end_time || undefined,
    page: table.page,
    page_size: table.pageSize,
    ...(table.sort ? { sort: table.sort.field as BuyerRequestSort, order: table.sort.order } : {}),
  });
  const mayAnswer = useCan('buyers.write');
  const [answering, setAnswering] = useState<Row | null>(null);
  return (
    <>
      <ListToolbar
        list="purchase_requests"
        table={table}
        columns={status === 'answered' ? HIDEABLE_ANSWERED : HIDEABLE}
      >
        <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label="求购筛选">
          <DayRange
            label="提交日期"
            from={values.start_time}
            to={values.end_time}
            onChange={(from, to) => update({ start_time: from, end_time: to })}
          />
        </Flex>
      </ListToolbar>
      {requests.isError ? (
        <LoadError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : (
        <Table<Row>
          rowKey="id"
          columns={table.visible(columns(status, table.sortOrderOf, mayAnswer ? setAnswering : null))}
          dataSource={requests.data?.list}
          loading={requests.isFetching}
          locale={{ emptyText: status === 'pending' ? '暂无待回复的求购' : '暂无求购' }}
          {...table.tableProps<Row>(requests.data?.total)}
        />
      )}
      {answering && <AnswerRequestModal request={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}
