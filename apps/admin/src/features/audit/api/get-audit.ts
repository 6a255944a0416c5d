import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditListParams } from '@yaocai/domain/contracts/admin';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getAudit = (params: AuditListParams, signal?: AbortSignal) =>
  api.get<Paged<AuditEntry>>(apiPaths.audit, { params, signal });

export const auditQueryOptions = (params: AuditListParams) =>
  queryOptions({
    queryKey: ['audit', params],
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAudit = (params: AuditListParams) => useQuery(auditQueryOptions(params));
