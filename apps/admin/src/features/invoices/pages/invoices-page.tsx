import { useState } from 'react';
import {
  Button,
  DatePicker,
  Flex,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { Link } from 'react-router';
import type { SortOrder } from 'antd/es/table/interface';
import type { AdminInvoice, InvoiceSort } from '@yaocai/domain/contracts/invoice';
import {
  INVOICE_KIND_LABEL,
  INVOICE_STATE_LABEL,
  invoiceKinds,
  invoiceStates,
  type InvoiceKind,
  type InvoiceState,
} from '@yaocai/domain/contracts/invoice-kinds';
import { ListToolbar } from '../../../components/list-toolbar';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { apiPaths, paths } from '../../../config/paths';
import { dayjs, formatTime } from '../../../lib/dayjs';
import { serverSorted, useTableState } from '../../../lib/table-state';
import { useCan } from '../../../lib/operator';
import { useInvoices } from '../api/get-invoices';
import { ReissueInvoiceModal } from '../components/reissue-invoice-modal';

const DAY = 'YYYY-MM-DD';

const money = (amount: string) => (amount.startsWith('-') ? `-¥${amount.slice(1)}` : `¥${amount}`);

const NEWEST_FIRST = { field: 'issued_at', order: 'desc' } as const;

/** The columns an operator may hide; the number, the state and the actions always show. */
const HIDEABLE = [
  { key: 'kind', title: '种类' },
  { key: 'order_no', title: '订单号' },
  { key: 'company', title: '客户' },
  { key: 'title', title: '抬头' },
  { key: 'amount', title: '金额' },
  { key: 'original_invoice_nos', title: '对应蓝字发票' },
  { key: 'issued_at', title: '开票时间' },
];

function columns(
  canReissue: boolean,
  onReissue: (invoice: AdminInvoice) => void,
  sortOrderOf: (field: string) => SortOrder,
): TableColumnsType<AdminInvoice> {
  return [
    { title: '发票号码', dataIndex: 'invoice_no', width: 210 },
    {
      title: '种类',
      key: 'kind',
      dataIndex: 'kind',
      width: 96,
      render: (kind: InvoiceKind) => (
        <Tag color={kind === 'red' ? 'red' : 'blue'} bordered={false}>
          {INVOICE_KIND_LABEL[kind]}
        </Tag>
      ),
    },
    {
      title: '订单号',
      key: 'order_no',
      dataIndex: 'order_no',
      width: 170,
      render: (orderNo: string, invoice) => (
        <Link to={paths.orderDetail.getHref(invoice.order_id)}>{orderNo}</Link>
      ),
    },
    { title: '客户', key: 'company', dataIndex: 'company', ellipsis: true },
    { title: '抬头', key: 'title', dataIndex: 'title', ellipsis: true },
    {
      title: '金额',
      align: 'right',
      width: 110,
      render: money,
      ...serverSorted<AdminInvoice>('amount' satisfies InvoiceSort, sortOrderOf),
    },
    {
      title: '对应蓝字发票',
      key: 'original_invoice_nos',
      dataIndex: 'original_invoice_nos',
      width: 210,
      render: (numbers: string[]) => numbers.join('、') || '—',
    },
    {
      title: '开票时间',
      width: 170,
      render: formatTime,
      ...serverSorted<AdminInvoice>('issued_at' satisfies InvoiceSort, sortOrderOf),
    },
    {
      title: '状态',
      key: 'status',
      width: 150,
      render: (_value, invoice) =>
        invoice.status === 'voided' ? (
          <>
            <Tag bordered={false}>{INVOICE_STATE_LABEL.voided}</Tag>
            <Typography.Text type="secondary">
              {invoice.replaced_by_no ? `重开为 ${invoice.replaced_by_no}` : ''}
            </Typography.Text>
          </>
        ) : (
          INVOICE_STATE_LABEL.issued
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_value, invoice) => (
        <Space size="small">
          <a href={apiPaths.invoices.pdf(invoice.id)} download>
            下载PDF
          </a>
          {canReissue && invoice.can_reissue && (
            <Button type="link" size="small" onClick={() => onReissue(invoice)}>
              重开
            </Button>
          )}
        </Space>
      ),
    },
  ];
}

/** 发票管理: every blue and red-letter invoice, searched, filtered, paged; each downloadable, or issued again. */
export function InvoicesPage() {
  const table = useTableState(['keywords', 'kind', 'status', 'start_time', 'end_time'], NEWEST_FIRST);
  const { values, update } = table;
  const kind = invoiceKinds.find((known) => known === values.kind) ?? '';
  const status = invoiceStates.find((known) => known === values.status) ?? '';
  const invoices = useInvoices({
    keywords: values.keywords || undefined,
    kind,
    status,
    start_time: values.start_time || undefined,
    end_time: values.end_time || undefined,
    page: table.page,
    page_size: table.pageSize,
    ...(table.sort ? { sort: table.sort.field as InvoiceSort, order: table.sort.order } : {}),
  });
  const canReissue = useCan('orders.ship');
  const [reissuing, setReissuing] = useState<AdminInvoice | null>(null);
  return (
    <Page
      title="发票管理"
      extra={
        <Input.Search
          key={values.keywords}
          defaultValue={values.keywords}
          placeholder="发票号码 / 订单号 / 客户"
          aria-label="搜索发票"
          allowClear
          enterButton="搜索"
          style={{ width: 360 }}
          onSearch={(keywords) => update({ keywords: keywords.trim() })}
        />
      }
    >
      <ListToolbar list="invoices" table={table} columns={HIDEABLE}>
        <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label="发票筛选">
          <Select
            allowClear
            placeholder="发票种类"
            aria-label="发票种类"
            style={{ width: 140 }}
            options={invoiceKinds.map((value) => ({ value, label: INVOICE_KIND_LABEL[value] }))}
            value={kind || undefined}
            onChange={(value?: InvoiceKind) => update({ kind: value ?? '' })}
          />
          <Select
            allowClear
            placeholder="发票状态"
            aria-label="发票状态"
            style={{ width: 140 }}
            options={invoiceStates.map((value) => ({ value, label: INVOICE_STATE_LABEL[value] }))}
            value={status || undefined}
            onChange={(value?: InvoiceState) => update({ status: value ?? '' })}
          />
          <DatePicker.RangePicker
            aria-label="开票日期"
            placeholder={['开票开始', '开票结束']}
            value={[
              values.start_time ? dayjs(values.start_time) : null,
              values.end_time ? dayjs(values.end_time) : null,
            ]}
            allowEmpty={[true, true]}
            onChange={(range) =>
              update({ start_time: range?.[0]?.format(DAY) ?? '', end_time: range?.[1]?.format(DAY) ?? '' })
            }
          />
        </Flex>
      </ListToolbar>
      {invoices.isError ? (
        <LoadError error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : (
        <Table<AdminInvoice>
          rowKey="id"
          tableLayout="fixed"
          size="middle"
          columns={table.visible(columns(canReissue, setReissuing, table.sortOrderOf))}
          dataSource={invoices.data?.list}
          loading={invoices.isFetching}
          locale={{ emptyText: '暂无发票（订单发货后开具）' }}
          scroll={{ x: 1450 }}
          {...table.tableProps<AdminInvoice>(invoices.data?.total)}
        />
      )}
      {reissuing && <ReissueInvoiceModal invoice={reissuing} open onClose={() => setReissuing(null)} />}
    </Page>
  );
}
