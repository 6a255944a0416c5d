import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Address } from '@yaocai/domain/contracts/address';
import { apiPaths } from '../../../config/paths';
import { api, type Answer, type ApiError } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';
import type { AddressFields } from './create-address';
import { message } from '../../../lib/feedback';

export interface UpdateAddressInput {
  addressId: number;
  fields: AddressFields;
}

export const updateAddress = ({ addressId, fields }: UpdateAddressInput) =>
  api.postForMessage<Address>(apiPaths.address.update(addressId), fields);

/** Changes an address; the confirmation reloads to show it. */
export const useUpdateAddress = (
  config: UseMutationOptions<Answer<Address>, ApiError, UpdateAddressInput> = {},
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateAddress,
    onSuccess: (answer, ...rest) => {
      void message.success(answer.msg || '收货地址已修改');
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.confirms });
      return config.onSuccess?.(answer, ...rest);
    },
  });
};
