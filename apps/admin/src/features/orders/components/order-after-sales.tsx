import { useState } from 'react';
import { Divider, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATES,
  type AdminAfterSale,
} from '@yaocai/domain/contracts/after-sales';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { ORDER_AFTER_SALES_PAGE_SIZE, useOrderAfterSales } from '../api/order-after-sales';

const columns: TableColumnsType<AdminAfterSale> = [
  { title: '申请时间', dataIndex: 'created_at', width: 190, render: formatTime },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 100,
    render: (kind: AdminAfterSale['kind']) => AFTER_SALE_KINDS[kind],
  },
  { title: '原因', dataIndex: 'reason' },
  {
    title: '退款金额',
    dataIndex: 'amount',
    align: 'right',
    width: 120,
    render: (amount: string) => `¥${amount}`,
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (status: AdminAfterSale['status']) => <Tag>{AFTER_SALE_STATES[status]}</Tag>,
  },
  {
    title: '操作',
    key: 'open',
    width: 80,
    render: (_value, afterSale) => <Link to={paths.afterSaleDetail.getHref(afterSale.id)}>查看</Link>,
  },
];

/** 售后: the order's after-sales requests, each opening its page; nothing while it has none. */
export function OrderAfterSales({ orderId }: { orderId: number }) {
  const [page, setPage] = useState(1);
  const afterSales = useOrderAfterSales(orderId, page);
  if (afterSales.isError) {
    return (
      <>
        <Divider titlePlacement="start">售后</Divider>
        <LoadError error={afterSales.error} onRetry={() => void afterSales.refetch()} />
      </>
    );
  }
  if (!afterSales.data || afterSales.data.total === 0) return null;
  return (
    <>
      <Divider titlePlacement="start">售后</Divider>
      <Table<AdminAfterSale>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={afterSales.data.list}
        loading={afterSales.isFetching}
        pagination={{
          current: page,
          pageSize: ORDER_AFTER_SALES_PAGE_SIZE,
          total: afterSales.data.total,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </>
  );
}
