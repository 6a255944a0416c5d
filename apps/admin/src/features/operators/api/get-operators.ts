import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOperator } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './operator-keys';

export const getOperators = (signal?: AbortSignal) =>
  api.get<AdminOperator[]>(apiPaths.operators.list, { signal });

export const operatorsQueryOptions = () =>
  queryOptions({ queryKey: operatorKeys.operators, queryFn: ({ signal }) => getOperators(signal) });

export const useOperators = () => useQuery(operatorsQueryOptions());
