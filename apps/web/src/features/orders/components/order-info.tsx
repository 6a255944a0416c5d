import { Descriptions, Table } from 'antd';
import { PAY_METHOD_LABEL } from '@yaocai/domain/contracts/checkout';
import { INVOICE_TYPE, INVOICE_TYPE_LABEL } from '@yaocai/domain/contracts/invoice';
import type { OrderDetail, Shipment } from '@yaocai/domain/contracts/order-responses';
import { formatTime } from '../order-display';

function AddressInfo({ address }: { address: OrderDetail['address'] }) {
  return (
    <section className="yc-orders-panel" aria-label="收货信息">
      <Descriptions
        title="收货信息"
        column={1}
        size="small"
        items={[
          { key: 'name', label: '收货人', children: address.name },
          { key: 'phone', label: '联系电话', children: address.phone },
          {
            key: 'address',
            label: '收货地址',
            children: `${address.province}${address.city}${address.district}${address.detail}`,
          },
        ]}
      />
    </section>
  );
}

function InvoiceInfo({ invoice }: { invoice: OrderDetail['invoice'] }) {
  const wanted = invoice.type !== INVOICE_TYPE.none;
  return (
    <section className="yc-orders-panel" aria-label="发票信息">
      <Descriptions
        title="发票信息"
        column={1}
        size="small"
        items={[
          { key: 'type', label: '发票类型', children: INVOICE_TYPE_LABEL[invoice.type] },
          ...(wanted ? [{ key: 'title', label: '发票抬头', children: invoice.title || '—' }] : []),
          // A special invoice always has a tax number; a plain one only when the buyer gave one.
          ...(invoice.type === INVOICE_TYPE.special || (wanted && invoice.tax_no)
            ? [{ key: 'tax', label: '税号', children: invoice.tax_no || '—' }]
            : []),
        ]}
      />
    </section>
  );
}

function PaymentInfo({ order }: { order: OrderDetail }) {
  return (
    <section className="yc-orders-panel" aria-label="支付信息">
      <Descriptions
        title="支付信息"
        column={1}
        size="small"
        items={[
          {
            key: 'method',
            label: '支付方式',
            children: order.pay_method ? PAY_METHOD_LABEL[order.pay_method] : '未支付',
          },
          { key: 'paid', label: '支付时间', children: formatTime(order.paid_at) },
        ]}
      />
    </section>
  );
}

const shipmentColumns = [
  { title: '物流公司', dataIndex: 'carrier', key: 'carrier' },
  { title: '运单号', dataIndex: 'tracking_no', key: 'tracking_no' },
  {
    title: '发货时间',
    dataIndex: 'shipped_at',
    key: 'shipped_at',
    render: (value: string) => formatTime(value),
  },
];

function ShipmentInfo({ shipments }: { shipments: Shipment[] }) {
  return (
    <section className="yc-orders-panel" aria-label="物流信息">
      <h2 className="yc-orders-panel-title">物流信息</h2>
      <Table<Shipment>
        size="small"
        rowKey="tracking_no"
        columns={shipmentColumns}
        dataSource={shipments}
        pagination={false}
        locale={{ emptyText: '暂无物流信息' }}
      />
    </section>
  );
}

/** 收货信息, 发票信息, 支付信息 side by side, then 物流信息. */
export function OrderInfo({ order }: { order: OrderDetail }) {
  return (
    <>
      <div className="yc-orders-info-grid">
        <AddressInfo address={order.address} />
        <InvoiceInfo invoice={order.invoice} />
        <PaymentInfo order={order} />
      </div>
      <ShipmentInfo shipments={order.shipments} />
    </>
  );
}
