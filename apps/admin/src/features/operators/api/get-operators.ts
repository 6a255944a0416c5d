import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOperator } from '@yaocai/domain/contracts/admin';
import type { OperatorSort } from '@yaocai/domain/contracts/operator-list';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './operator-keys';

export interface OperatorListParams {
  keywords?: string;
  role_id?: string;
  /** '1' enabled, '0' disabled. */
  active?: string;
  /** The days created, YYYY-MM-DD. */
  start_time?: string;
  end_time?: string;
  page: number;
  page_size: number;
  sort?: OperatorSort;
  order?: 'asc' | 'desc';
}

export const getOperators = (params: OperatorListParams, signal?: AbortSignal) =>
  api.get<Paged<AdminOperator>>(apiPaths.operators.list, { params: { ...params }, signal });

export const useOperators = (params: OperatorListParams) =>
  useQuery({
    queryKey: [...operatorKeys.operators, params],
    queryFn: ({ signal }) => getOperators(params, signal),
    placeholderData: keepPreviousData,
  });
