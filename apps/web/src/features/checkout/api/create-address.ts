import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Address } from '@yaocai/domain/contracts/address';
import { apiPaths } from '../../../config/paths';
import { api, type Answer, type ApiError } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';
import { message } from '../../../lib/feedback';

export type AddressFields = Omit<Address, 'id'>;

export const createAddress = (fields: AddressFields) =>
  api.postForMessage<Address>(apiPaths.address.create, fields);

/** Adds an address; the confirmation reloads to list it. */
export const useCreateAddress = (
  config: UseMutationOptions<Answer<Address>, ApiError, AddressFields> = {},
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createAddress,
    onSuccess: (answer, ...rest) => {
      void message.success(answer.msg || '收货地址已添加');
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.confirms });
      return config.onSuccess?.(answer, ...rest);
    },
  });
};
