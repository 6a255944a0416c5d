import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewBuyerZone } from '@yaocai/domain/contracts/activity-new-buyer-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getNewBuyerZone = (id: number | undefined, signal?: AbortSignal) =>
  api.get<NewBuyerZone>(apiPaths.activity.newBuyer, { params: id === undefined ? {} : { id }, signal });

/** The zone with the buyer's own qualification: kept per buyer session, refetched on sign-in changes. */
export const newBuyerZoneQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: ['activity', 'new_buyer', id ?? null],
    queryFn: ({ signal }) => getNewBuyerZone(id, signal),
    staleTime: 30_000,
  });

export const useNewBuyerZone = (id: number | undefined) => useQuery(newBuyerZoneQueryOptions(id));
