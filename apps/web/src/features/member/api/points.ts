import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PointsPage } from '@yaocai/domain/contracts/user';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const POINTS_PAGE_SIZE = 10;

export const usePointsLog = (page: number) =>
  useQuery({
    queryKey: ['user', 'points', page],
    queryFn: ({ signal }) =>
      api.get<PointsPage>(apiPaths.user.pointsLog, {
        params: { page, page_size: POINTS_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
