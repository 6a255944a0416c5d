import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandZone } from '@yaocai/domain/contracts/activity-brand-zone';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** One brand's zone with a page of its goods; a zone ended meanwhile answers 404, shown in place. */
export const getBrandZone = (brandId: number, page: number, pageSize: number, signal?: AbortSignal) =>
  api.get<BrandZone>(apiPaths.focus.brandZone(brandId), {
    params: { page, page_size: pageSize },
    signal,
    silent: true,
  });

export const brandZoneQueryOptions = (brandId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['focus', 'brand', brandId, page, pageSize],
    queryFn: ({ signal }) => getBrandZone(brandId, page, pageSize, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useBrandZone = (brandId: number, page: number, pageSize: number) =>
  useQuery(brandZoneQueryOptions(brandId, page, pageSize));
