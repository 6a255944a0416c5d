import { Empty, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { LoadFailed } from '../../../components/load-failed';
import { dayjs } from '../../../lib/dayjs';
import { REQUESTS_PAGE_SIZE } from '../api/buyer-requests';

interface Answered {
  created_at: string;
  status: 'pending' | 'answered';
  answer: string;
}

/** When the buyer wrote, and what the shop answered (or that it is awaited): the last columns of each list. */
export const answeredColumns = <T extends Answered>(): TableColumnsType<T> => [
  {
    title: '提交时间',
    dataIndex: 'created_at',
    width: 150,
    render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
  },
  {
    title: '客服回复',
    key: 'answer',
    render: (_, row) =>
      row.status === 'answered' ? (
        <div style={{ whiteSpace: 'pre-wrap' }}>{row.answer}</div>
      ) : (
        <Tag color="blue">等待回复</Tag>
      ),
  },
];

interface OwnRecordListProps<T> {
  usePage: (page: number) => UseQueryResult<Paged<T>>;
  columns: TableColumnsType<T>;
  /** What the list holds, for its failure and empty texts: 求购, 反馈. */
  noun: string;
}

/** What the buyer wrote to the shop, newest first, a page at a time, with the answers they got. */
export function OwnRecordList<T extends { id: number }>({ usePage, columns, noun }: OwnRecordListProps<T>) {
  const [page, setPage] = useState(1);
  const records = usePage(page);
  if (records.isPending) return <Skeleton active />;
  if (records.isError)
    return (
      <LoadFailed
        title={`${noun}记录加载失败`}
        error={records.error}
        onRetry={() => void records.refetch()}
      />
    );
  if (records.data.total === 0) return <Empty description={`还没有${noun}记录`} />;
  return (
    <Table<T>
      rowKey="id"
      columns={columns}
      dataSource={records.data.list}
      loading={records.isPlaceholderData}
      pagination={{
        current: page,
        pageSize: REQUESTS_PAGE_SIZE,
        total: records.data.total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}
