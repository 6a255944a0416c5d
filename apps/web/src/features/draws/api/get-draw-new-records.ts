import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawNewRecord } from '@yaocai/domain/contracts/draws-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getDrawNewRecords = (id: number, signal?: AbortSignal) =>
  api.get<{ list: DrawNewRecord[] }>(apiPaths.draw.newRecord, { params: { id }, signal, silent: true });

export const drawNewRecordsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['draw', 'new_record', id],
    queryFn: ({ signal }) => getDrawNewRecords(id, signal),
    refetchInterval: 30_000,
  });

export const useDrawNewRecords = (id: number | null) =>
  useQuery({ ...drawNewRecordsQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
