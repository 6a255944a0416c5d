import { Table, Tag, type TableColumnsType } from 'antd';
import { AFTER_SALE_KINDS, AFTER_SALE_STATES, type AfterSale } from '@yaocai/domain/contracts/after-sales';
import { AFTER_SALE_STATE_COLOR } from '../after-sale-display';
import { formatTime, yuan } from '../order-display';
import { ReturnParcel } from './return-parcel';

type ClaimedLine = AfterSale['lines'][number];

// Fixed widths line the columns of one request up with those of the next.
const lineColumns: TableColumnsType<ClaimedLine> = [
  { title: '商品', dataIndex: 'name', key: 'name' },
  { title: '规格', dataIndex: 'ypgg', key: 'ypgg', width: 240 },
  { title: '数量', key: 'number', width: 140, render: (_, line) => `${line.number}${line.bzdw}` },
  {
    title: '退款金额',
    dataIndex: 'amount',
    key: 'amount',
    width: 160,
    render: (amount: string) => yuan(amount),
  },
];

function Facts({ request }: { request: AfterSale }) {
  const facts = [
    { label: '售后原因', value: request.reason },
    { label: '问题描述', value: request.description },
    { label: '拒绝原因', value: request.status === 'rejected' ? request.reject_reason : null },
    { label: '退款时间', value: request.refunded_at && formatTime(request.refunded_at) },
  ].filter((fact) => fact.value);
  return (
    <dl className="yc-after-sale-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="yc-after-sale-fact">
          <dt>{fact.label}：</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One request: what was claimed, why, where it stands, and the return parcel when goods go back. */
export function AfterSaleCard({ request }: { request: AfterSale }) {
  const kind = AFTER_SALE_KINDS[request.kind];
  return (
    <article className="yc-after-sale" aria-label={`${kind} ${formatTime(request.created_at)}`}>
      <header className="yc-after-sale-head">
        <strong>{kind}</strong>
        <span className="yc-after-sale-quiet">申请时间：{formatTime(request.created_at)}</span>
        <span>
          退款金额：<strong className="yc-orders-price">{yuan(request.amount)}</strong>
        </span>
        <Tag className="yc-after-sale-status" color={AFTER_SALE_STATE_COLOR[request.status]}>
          {AFTER_SALE_STATES[request.status]}
        </Tag>
      </header>
      <div className="yc-after-sale-body">
        <Table<ClaimedLine>
          size="small"
          tableLayout="fixed"
          rowKey="line_id"
          columns={lineColumns}
          dataSource={request.lines}
          pagination={false}
        />
        <Facts request={request} />
        <ReturnParcel request={request} />
      </div>
    </article>
  );
}
