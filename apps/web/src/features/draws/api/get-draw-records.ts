import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawOwnRecords } from '@yaocai/domain/contracts/draws-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The buyer's own draws of one activity, with the chances they have left in it. */
export const getDrawRecords = (id: number, signal?: AbortSignal) =>
  api.get<DrawOwnRecords>(apiPaths.draw.record, { params: { id, page_size: 50 }, signal, silent: true });

export const drawRecordsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['draw', 'record', id], queryFn: ({ signal }) => getDrawRecords(id, signal) });

export const useDrawRecords = (id: number | null, signedIn: boolean) =>
  useQuery({ ...drawRecordsQueryOptions(id ?? 0), enabled: signedIn && id !== null && id > 0 });
