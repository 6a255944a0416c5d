import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { INVOICE_TYPE_LABEL, type InvoiceRecord } from '@yaocai/domain/contracts/invoice';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { paths } from '../../../config/paths';
import { usePhoneLayout } from '../../../lib/phone-layout';
import { formatTime, minusYuan, yuan } from '../order-display';
import { INVOICE_PAGE_SIZE } from '../invoice-list-url';

const columns: TableColumnsType<InvoiceRecord> = [
  { title: '发票号码', dataIndex: 'invoice_no', key: 'invoice_no' },
  {
    title: '订单号',
    key: 'order_no',
    render: (_, invoice) => <Link to={paths.orderDetail.getHref(invoice.order_id)}>{invoice.order_no}</Link>,
  },
  {
    title: '发票类型',
    dataIndex: 'type',
    key: 'type',
    render: (type: InvoiceRecord['type']) => INVOICE_TYPE_LABEL[type],
  },
  {
    title: '种类',
    key: 'kind',
    render: (_, invoice) => (
      <Tag color={invoice.kind === 'red' ? 'red' : 'blue'} bordered={false}>
        {invoice.kind_label}
      </Tag>
    ),
  },
  {
    title: '对应蓝字发票',
    key: 'originals',
    render: (_, invoice) => invoice.original_invoice_nos.join('、') || '—',
  },
  { title: '抬头', dataIndex: 'title', key: 'title' },
  {
    title: '金额',
    dataIndex: 'amount',
    key: 'amount',
    render: (amount: string) => (amount.startsWith('-') ? minusYuan(amount.slice(1)) : yuan(amount)),
  },
  { title: '状态', dataIndex: 'status_label', key: 'status' },
  {
    title: '开票时间',
    dataIndex: 'issued_at',
    key: 'issued_at',
    render: (value: string) => formatTime(value),
  },
  {
    title: '操作',
    key: 'download',
    render: (_, invoice) => (
      <a href={invoice.download_url} download>
        下载PDF
      </a>
    ),
  },
];

export function InvoicesTable({
  invoices,
  page,
  loading,
  onPage,
}: {
  invoices: Paged<InvoiceRecord>;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  // A phone wraps the cells instead: antd's sideways-scrolling box would have nothing to focus in it.
  const phone = usePhoneLayout() === true;
  return (
    <section className="yc-orders-panel" aria-label="电子发票列表">
      <Table<InvoiceRecord>
        rowKey="id"
        columns={columns}
        dataSource={invoices.list}
        loading={loading}
        locale={{ emptyText: '暂无电子发票（订单发货后开具）' }}
        scroll={phone ? undefined : { x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: INVOICE_PAGE_SIZE,
          total: invoices.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: onPage,
        }}
      />
    </section>
  );
}
