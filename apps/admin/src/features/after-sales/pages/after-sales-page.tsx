import { Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATES,
  afterSaleStates,
  type AdminAfterSale,
  type AfterSaleState,
} from '@yaocai/domain/contracts/after-sales';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useListParams } from '../../../lib/list-params';
import { useAfterSales } from '../api/get-after-sales';
import { AfterSaleActions } from '../components/after-sale-actions';
import { AfterSaleStatusTag } from '../components/after-sale-status-tag';
import { CustomerLink } from '../components/customer-link';

/** Every state, '' for all of them (the key of the counts too). */
type Tab = AfterSaleState | '';

const TABS: readonly Tab[] = ['', ...afterSaleStates];

const ALL_KEY = 'all';

const columns: TableColumnsType<AdminAfterSale> = [
  { title: '申请时间', dataIndex: 'created_at', width: 190, render: formatTime },
  {
    title: '订单号',
    dataIndex: 'order_no',
    width: 170,
    render: (orderNo: string, afterSale) => (
      <Link to={paths.orderDetail.getHref(afterSale.order_id)} onClick={(event) => event.stopPropagation()}>
        {orderNo}
      </Link>
    ),
  },
  {
    title: '客户',
    key: 'customer',
    width: 220,
    render: (_value, afterSale) => <CustomerLink afterSale={afterSale} />,
  },
  {
    title: '类型 / 原因',
    key: 'kind',
    width: 110,
    render: (_value, afterSale) => (
      <>
        <div>{AFTER_SALE_KINDS[afterSale.kind]}</div>
        <Typography.Text type="secondary">{afterSale.reason}</Typography.Text>
      </>
    ),
  },
  {
    title: '退款金额',
    dataIndex: 'amount',
    align: 'right',
    width: 100,
    render: (amount: string) => `¥${amount}`,
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 84,
    render: (status: AfterSaleState) => <AfterSaleStatusTag status={status} />,
  },
  {
    title: '操作',
    key: 'actions',
    width: 270,
    render: (_value, afterSale) => (
      <>
        <AfterSaleActions afterSale={afterSale} size="small" />
        <Link
          to={paths.afterSaleDetail.getHref(afterSale.id)}
          onClick={(event) => event.stopPropagation()}
          style={{ marginLeft: 8 }}
        >
          详情
        </Link>
      </>
    ),
  },
];

export function AfterSalesPage() {
  const navigate = useNavigate();
  const { values, page, update } = useListParams(['status']);
  const status = TABS.find((tab) => tab !== '' && tab === values.status) ?? '';
  const afterSales = useAfterSales({ status, page });
  const counts = afterSales.data?.counts ?? {};
  const tabs = TABS.map((tab) => ({
    key: tab || ALL_KEY,
    label: `${tab === '' ? '全部' : AFTER_SALE_STATES[tab]}${afterSales.data ? ` (${counts[tab] ?? 0})` : ''}`,
  }));
  return (
    <Page title="售后申请">
      <Tabs
        activeKey={status || ALL_KEY}
        items={tabs}
        onChange={(key) => update({ status: key === ALL_KEY ? '' : key })}
      />
      {afterSales.isError ? (
        <LoadError error={afterSales.error} onRetry={() => void afterSales.refetch()} />
      ) : (
        <Table<AdminAfterSale>
          rowKey="id"
          columns={columns}
          dataSource={afterSales.data?.list}
          loading={afterSales.isFetching}
          locale={{ emptyText: '暂无售后申请' }}
          // Narrow windows scroll the table rather than squeeze the company to a character a line.
          scroll={{ x: 1150 }}
          onRow={(afterSale) => ({
            onClick: () => void navigate(paths.afterSaleDetail.getHref(afterSale.id)),
            style: { cursor: 'pointer' },
          })}
          pagination={{
            current: page,
            pageSize: afterSales.data?.page_size ?? 20,
            total: afterSales.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (next) => update({ page: next }),
          }}
        />
      )}
    </Page>
  );
}
