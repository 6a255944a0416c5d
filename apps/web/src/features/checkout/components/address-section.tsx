import { Button, Empty, Radio, Tag } from 'antd';
import { useState } from 'react';
import type { Address } from '@yaocai/domain/contracts/address';
import { useQueryClient } from '@tanstack/react-query';
import { AddressModal } from '../../../components/address-modal';
import { checkoutKeys } from '../api/checkout-keys';
import { CheckoutSection } from './checkout-section';

export const addressText = (address: Pick<Address, 'province' | 'city' | 'district' | 'detail'>) =>
  `${address.province} ${address.city} ${address.district} ${address.detail}`;

interface AddressSectionProps {
  addresses: Address[];
  chosenId: number | null;
  onChoose: (addressId: number) => void;
}

/** 收货地址: the buyer's addresses as cards to choose from, and adding or changing one. */
export function AddressSection({ addresses, chosenId, onChoose }: AddressSectionProps) {
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const queryClient = useQueryClient();
  const saved = (address: Address) => {
    setEditing(null);
    // The confirmation lists the addresses: it reloads to show the one saved.
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.confirms });
    onChoose(address.id);
  };
  const addButton = (
    <Button type="link" onClick={() => setEditing('new')}>
      新增收货地址
    </Button>
  );

  return (
    <CheckoutSection title="收货地址" extra={addresses.length > 0 && addButton}>
      {addresses.length === 0 ? (
        <Empty className="yc-checkout-no-address" description="您还没有收货地址，请先添加收货地址">
          <Button type="primary" onClick={() => setEditing('new')}>
            新增收货地址
          </Button>
        </Empty>
      ) : (
        <Radio.Group
          name="address"
          className="yc-checkout-addresses"
          value={chosenId}
          onChange={(event) => onChoose(event.target.value as number)}
        >
          {addresses.map((address) => (
            <div
              key={address.id}
              className={`yc-checkout-address${address.id === chosenId ? ' is-chosen' : ''}`}
            >
              <Radio value={address.id}>
                <span className="yc-checkout-address-who">
                  {address.name} {address.phone}
                  {address.is_default === 1 && <Tag color="red">默认</Tag>}
                </span>
                <span className="yc-checkout-address-where">{addressText(address)}</span>
              </Radio>
              <Button
                type="link"
                size="small"
                aria-label={`修改${address.name}的收货地址`}
                onClick={() => setEditing(address)}
              >
                修改
              </Button>
            </div>
          ))}
        </Radio.Group>
      )}
      {editing !== null && (
        <AddressModal
          address={editing === 'new' ? null : editing}
          onSaved={saved}
          onClose={() => setEditing(null)}
        />
      )}
    </CheckoutSection>
  );
}
