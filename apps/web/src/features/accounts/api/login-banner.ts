import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@yaocai/domain/contracts/content';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

// The banner is an extra: a failure leaves the page's own pitch without a toast.
export const useLoginBanner = () =>
  useQuery(
    queryOptions({
      queryKey: ['focus', 'login'],
      queryFn: ({ signal }) => api.get<Banner | null>(apiPaths.focus.loginBanner, { silent: true, signal }),
      staleTime: 5 * 60_000,
    }),
  );
