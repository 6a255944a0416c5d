import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountManager } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { buyerKeys } from './buyer-keys';

export const getManagers = (signal?: AbortSignal) => api.get<AccountManager[]>(apiPaths.managers, { signal });

export const managersQueryOptions = () =>
  queryOptions({ queryKey: buyerKeys.managers, queryFn: ({ signal }) => getManagers(signal) });

/** Asked only once `enabled` (the form that offers them is open). */
export const useManagers = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...managersQueryOptions(), enabled });
