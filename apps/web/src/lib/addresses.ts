import { useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Address } from '@yaocai/domain/contracts/address';
import { apiPaths } from '../config/paths';
import { api, type Answer, type ApiError } from './api-client';
import { message } from './feedback';

export type AddressFields = Omit<Address, 'id'>;

export const addressesQueryKey = ['user', 'addresses'] as const;

/** The buyer's delivery addresses, the default first (GET /api/user/address). */
export const useAddresses = () =>
  useQuery({
    queryKey: addressesQueryKey,
    queryFn: ({ signal }) => api.get<Address[]>(apiPaths.address.list, { signal, silent: true }),
  });

const useAddressChange = <Input>(
  mutationFn: (input: Input) => Promise<Answer<Address>>,
  done: string,
  config: UseMutationOptions<Answer<Address>, ApiError, Input>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (answer, ...rest) => {
      void message.success(answer.msg || done);
      void queryClient.invalidateQueries({ queryKey: addressesQueryKey });
      return config.onSuccess?.(answer, ...rest);
    },
  });
};

/** Adds an address; every list of them reloads. */
export const useCreateAddress = (config: UseMutationOptions<Answer<Address>, ApiError, AddressFields> = {}) =>
  useAddressChange(
    (fields: AddressFields) => api.postForMessage<Address>(apiPaths.address.create, fields),
    '收货地址已添加',
    config,
  );

export interface UpdateAddressInput {
  addressId: number;
  fields: AddressFields;
}

/** Changes an address; every list of them reloads. */
export const useUpdateAddress = (
  config: UseMutationOptions<Answer<Address>, ApiError, UpdateAddressInput> = {},
) =>
  useAddressChange(
    ({ addressId, fields }: UpdateAddressInput) =>
      api.postForMessage<Address>(apiPaths.address.update(addressId), fields),
    '收货地址已修改',
    config,
  );

/** Deletes an address; every list of them reloads. */
export const useDeleteAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => api.delete<null>(apiPaths.address.remove(addressId)),
    onSuccess: () => {
      void message.success('收货地址已删除');
      void queryClient.invalidateQueries({ queryKey: addressesQueryKey });
    },
  });
};
