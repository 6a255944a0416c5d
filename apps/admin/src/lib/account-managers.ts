import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountManager } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../config/paths';
import { api } from './api-client';

/** The shop's account managers: buyers are assigned one, and buyers and orders are filtered by them. */
export const getManagers = (signal?: AbortSignal) => api.get<AccountManager[]>(apiPaths.managers, { signal });

export const managersQueryOptions = () =>
  queryOptions({ queryKey: ['managers'], queryFn: ({ signal }) => getManagers(signal) });

/** Asked only once `enabled` (the form that offers them is open). */
export const useManagers = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...managersQueryOptions(), enabled });

/** The managers as a filter offers them: 0 stands for the buyers shown the default one. */
export const managerFilterOptions = (managers: AccountManager[] | undefined) => [
  { value: '0', label: '默认客户经理' },
  ...(managers ?? []).filter((m) => !m.is_default).map((m) => ({ value: String(m.id), label: m.name })),
];
