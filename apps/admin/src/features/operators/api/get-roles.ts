import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRole } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './operator-keys';

export const getRoles = (signal?: AbortSignal) => api.get<AdminRole[]>(apiPaths.roles.list, { signal });

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: operatorKeys.roles, queryFn: ({ signal }) => getRoles(signal) });

export const useRoles = () => useQuery(rolesQueryOptions());
