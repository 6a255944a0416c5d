import type { TableColumnsType } from 'antd';
import type { PurchaseRequest } from '@yaocai/domain/contracts/buyer-requests';
import { usePurchaseRequests } from '../api/buyer-requests';
import { answeredColumns, OwnRecordList } from './own-record-list';

const columns: TableColumnsType<PurchaseRequest> = [
  {
    title: '求购商品',
    key: 'goods',
    render: (_, request) => (
      <>
        <strong>{request.goods_name}</strong>
        <div className="yc-member-muted">
          {[request.spec, request.manufacturer].filter(Boolean).join(' · ') || '—'}
        </div>
      </>
    ),
  },
  { title: '数量', dataIndex: 'quantity', width: 90 },
  {
    title: '期望单价',
    dataIndex: 'expected_price',
    width: 100,
    render: (price: string | null) => (price ? `¥${price}` : '—'),
  },
  ...answeredColumns<PurchaseRequest>(),
];

/** 我的求购: the buyer's requests, newest first, with the answers they got. */
export function PurchaseRequestList() {
  return <OwnRecordList usePage={usePurchaseRequests} columns={columns} noun="求购" />;
}
