import { Button, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import type { Address } from '@yaocai/domain/contracts/address';
import { AddressModal } from '../../../components/address-modal';
import { LoadFailed } from '../../../components/load-failed';
import { useAddresses, useDeleteAddress } from '../../../lib/addresses';

/** The buyer's delivery addresses: added, changed, made the default or deleted (after asking). */
export function AddressBook() {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  if (addresses.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (addresses.isError)
    return (
      <LoadFailed title="收货地址加载失败" error={addresses.error} onRetry={() => void addresses.refetch()} />
    );
  return (
    <>
      <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
        新增收货地址
      </Button>
      {addresses.data.length === 0 ? (
        <Empty description="还没有收货地址" />
      ) : (
        <ul className="yc-address-book">
          {addresses.data.map((address) => (
            <li key={address.id} aria-label={`${address.name} ${address.phone}`}>
              <div>
                <strong>{address.name}</strong> {address.phone}
                {address.is_default === 1 && <Tag color="red">默认</Tag>}
              </div>
              <p className="yc-member-muted">
                {address.province} {address.city} {address.district} {address.detail}
              </p>
              <div>
                <Button type="link" size="small" onClick={() => setEditing(address)}>
                  修改
                </Button>
                <Popconfirm
                  title="确定删除该收货地址吗？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove.mutateAsync(address.id)}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing !== null && (
        <AddressModal
          address={editing === 'new' ? null : editing}
          onSaved={() => setEditing(null)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
