import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewBuyerHighlights } from '@yaocai/domain/contracts/activity-new-buyer-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

// The home block is an extra: a failure leaves it out without a toast.
export const getNewBuyerHighlights = (signal?: AbortSignal) =>
  api.get<NewBuyerHighlights>(apiPaths.focus.newBuyerHighlights, { silent: true, signal });

export const useNewBuyerHighlights = () =>
  useQuery(
    queryOptions({
      queryKey: ['focus', 'xrtj'],
      queryFn: ({ signal }) => getNewBuyerHighlights(signal),
      staleTime: 30_000,
    }),
  );
