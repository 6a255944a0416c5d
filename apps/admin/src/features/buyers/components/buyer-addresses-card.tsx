import { Card, Table, Tag, type TableColumnsType } from 'antd';
import type { Address } from '@yaocai/domain/contracts/address';
import { LoadError } from '../../../components/load-error';
import { useBuyerAddresses } from '../api/buyer-contact';

const columns: TableColumnsType<Address> = [
  {
    title: '收货人',
    dataIndex: 'name',
    width: 140,
    render: (name: string, address) => (
      <>
        {name} {address.is_default === 1 && <Tag color="blue">默认</Tag>}
      </>
    ),
  },
  { title: '电话', dataIndex: 'phone', width: 140 },
  {
    title: '地址',
    key: 'full',
    render: (_, address) => `${address.province}${address.city}${address.district}${address.detail}`,
  },
];

/** 收货地址: where the buyer has goods delivered, as they keep them in the shop. */
export function BuyerAddressesCard({ buyerId }: { buyerId: number }) {
  const addresses = useBuyerAddresses(buyerId);
  return (
    <Card title="收货地址" variant="borderless">
      {addresses.isError ? (
        <LoadError error={addresses.error} onRetry={() => void addresses.refetch()} />
      ) : (
        <Table<Address>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={addresses.data}
          loading={addresses.isFetching}
          locale={{ emptyText: '客户还没有填写收货地址' }}
          pagination={false}
        />
      )}
    </Card>
  );
}
