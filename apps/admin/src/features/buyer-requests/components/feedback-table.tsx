import { Button, Flex, Image, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useState } from 'react';
import { FEEDBACK_TYPES, type BuyerRequestSort } from '@yaocai/domain/contracts/buyer-requests';
import type { AdminFeedback } from '@yaocai/domain/contracts/buyer-requests-responses';
import { DayRange } from '../../../components/day-range';
import { FilterSelect } from '../../../components/filter-select';
import { ListToolbar } from '../../../components/list-toolbar';
import { LoadError } from '../../../components/load-error';
import { formatTime } from '../../../lib/dayjs';
import { useCan } from '../../../lib/operator';
import { serverSorted, useTableState } from '../../../lib/table-state';
import { useFeedback } from '../api/buyer-requests';
import { AnswerFeedbackModal } from './answer-modals';
import { CustomerCell } from './customer-cell';

type Row = AdminFeedback;

const NEWEST_FIRST = { field: 'created_at', order: 'desc' } as const;

const STATES = [
  { value: '', label: '全部' },
  { value: 'pending', label: '待回复' },
  { value: 'answered', label: '已回复' },
] as const;

const KINDS = Object.entries(FEEDBACK_TYPES).map(([value, label]) => ({ value, label }));

/** The columns an operator may hide; the time, the content and the answer always show. */
const HIDEABLE = [
  { key: 'customer', title: '客户' },
  { key: 'type_name', title: '类型' },
];

const answerCell = (row: Row, answer: ((row: Row) => void) | null) => {
  if (row.status === 'answered') {
    return (
      <>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
          {row.answer}
        </Typography.Paragraph>
        <Typography.Text type="secondary">{formatTime(row.answered_at)}</Typography.Text>
      </>
    );
  }
  if (!answer) return <Tag>待回复</Tag>;
  return (
    <Button type="link" size="small" onClick={() => answer(row)}>
      回复
    </Button>
  );
};

function columns(
  sortOrderOf: (field: string) => SortOrder,
  answer: ((row: Row) => void) | null,
): TableColumnsType<Row> {
  const sorted = (key: BuyerRequestSort) => serverSorted<Row>(key, sortOrderOf);
  return [
    { title: '提交时间', width: 180, render: formatTime, ...sorted('created_at') },
    { title: '客户', key: 'customer', width: 220, render: (_v, row) => <CustomerCell row={row} /> },
    { title: '类型', key: 'type_name', dataIndex: 'type_name', width: 100 },
    {
      title: '内容',
      key: 'content',
      render: (_v, row) => (
        <>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
            {row.content}
          </Typography.Paragraph>
          <Image.PreviewGroup>
            {row.images.map((url, index) => (
              <Image key={url} src={url} alt={`反馈图片${index + 1}`} width={56} height={42} />
            ))}
          </Image.PreviewGroup>
        </>
      ),
    },
    // Sorted by state: waiting ones first on the first click.
    { title: '回复', width: 280, render: (_v, row) => answerCell(row, answer), ...sorted('status') },
  ];
}

/** 意见反馈: by state, kind and the days sent, sorted and paged as the URL says. */
export function FeedbackTable() {
  const table = useTableState(['status', 'type', 'start_time', 'end_time'], NEWEST_FIRST);
  const { values, update } = table;
  const status = STATES.find((state) => state.value === values.status)?.value ?? '';
  const feedback = useFeedback({
    status: status || undefined,
    type: values.type || undefined,
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
      <ListToolbar list="feedback" table={table} columns={HIDEABLE}>
        <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label="意见反馈筛选">
          <Segmented
            aria-label="回复状态"
            options={[...STATES]}
            value={status}
            onChange={(next) => update({ status: next })}
          />
          <FilterSelect
            label="反馈类型"
            options={KINDS}
            value={values.type}
            onChange={(type) => update({ type })}
          />
          <DayRange
            label="提交日期"
            from={values.start_time}
            to={values.end_time}
            onChange={(from, to) => update({ start_time: from, end_time: to })}
          />
        </Flex>
      </ListToolbar>
      {feedback.isError ? (
        <LoadError error={feedback.error} onRetry={() => void feedback.refetch()} />
      ) : (
        <Table<Row>
          rowKey="id"
          columns={table.visible(columns(table.sortOrderOf, mayAnswer ? setAnswering : null))}
          dataSource={feedback.data?.list}
          loading={feedback.isFetching}
          locale={{ emptyText: status === 'pending' ? '暂无待回复的意见反馈' : '暂无意见反馈' }}
          {...table.tableProps<Row>(feedback.data?.total)}
        />
      )}
      {answering && <AnswerFeedbackModal feedback={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}
