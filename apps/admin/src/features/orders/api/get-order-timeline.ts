import { useQuery } from '@tanstack/react-query';
import type { TimelineEvent } from '@yaocai/domain/contracts/order-timeline-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** What happened to the order, oldest first; under the order's key, so every change to it reads it again. */
export const useOrderTimeline = (id: number) =>
  useQuery({
    queryKey: [...orderKeys.detail(id), 'timeline'],
    queryFn: ({ signal }) => api.get<TimelineEvent[]>(apiPaths.orders.timeline(id), { signal }),
    staleTime: 0,
  });
