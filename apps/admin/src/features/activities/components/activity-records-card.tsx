import type { ReactNode } from 'react';
import { Card, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';

export const RECORDS_PAGE_SIZE = 20;

/** A buyer as the records of an activity show one: the company, the phone under it. */
export const BuyerCell = ({ company, phone }: { company: string; phone: string }) => (
  <Flex vertical>
    <span>{company}</span>
    <Typography.Text type="secondary">{phone}</Typography.Text>
  </Flex>
);

/**
 * What an activity gave out, under its editor (中奖记录, 兑换记录, 推荐记录): a page at a time, with an
 * optional choice of which records in the card's corner.
 */
export function ActivityRecordsCard<T extends { id: number }>(props: {
  title: string;
  extra?: ReactNode;
  records: UseQueryResult<{ list: T[]; total: number }>;
  columns: TableColumnsType<T>;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { records } = props;
  return (
    <Card title={props.title} style={{ marginTop: 24, maxWidth: 1080 }} extra={props.extra}>
      {records.isError ? (
        <LoadError error={records.error} onRetry={() => void records.refetch()} />
      ) : (
        <Table<T>
          rowKey="id"
          size="small"
          loading={records.isFetching}
          dataSource={records.data?.list ?? []}
          locale={{ emptyText: props.emptyText }}
          pagination={{
            current: props.page,
            pageSize: RECORDS_PAGE_SIZE,
            total: records.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: props.onPage,
          }}
          columns={props.columns}
        />
      )}
    </Card>
  );
}
