import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractState } from '@yaocai/domain/contracts/contract';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const getContract = (signal?: AbortSignal) =>
  api.get<ContractState>(apiPaths.contract.show, { signal });

export const getContractQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.contract,
    queryFn: ({ signal }) => getContract(signal),
  });

export const useContract = () => useQuery(getContractQueryOptions());
