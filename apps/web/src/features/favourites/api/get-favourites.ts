import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { favouriteKeys } from '../../../lib/favourites';

export const FAVOURITES_PAGE_SIZE = 20;

// The page renders its own error state, so no toast or alert on top of it.
export const useFavourites = (page: number) =>
  useQuery({
    queryKey: [...favouriteKeys.all, 'page', page],
    queryFn: ({ signal }) =>
      api.get<GoodsPage>(apiPaths.favourite.list, {
        params: { page, page_size: FAVOURITES_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
