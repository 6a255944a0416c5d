import { useQuery } from '@tanstack/react-query';
import type { GoodsFormOptions } from '@yaocai/domain/contracts/admin-goods';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The catalogue's brands, for the 品牌专区 editor's brand picker. */
export const useBrandOptions = () =>
  useQuery({
    queryKey: ['activities', 'brand-options'],
    queryFn: ({ signal }) => api.get<GoodsFormOptions>(apiPaths.goods.options, { signal }),
    select: (options) => options.brands,
    staleTime: 60_000,
  });
