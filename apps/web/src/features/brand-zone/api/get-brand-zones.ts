import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandZoneBlock } from '@yaocai/domain/contracts/activity-brand-zone';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The brands of the running 品牌专区, with a few goods each. */
export const getBrandZones = (signal?: AbortSignal) =>
  api.get<BrandZoneBlock[]>(apiPaths.focus.brandZones, { signal });

export const brandZonesQueryOptions = () =>
  queryOptions({
    queryKey: ['focus', 'ppzq'],
    queryFn: ({ signal }) => getBrandZones(signal),
    staleTime: 30_000,
  });

export const useBrandZones = () => useQuery(brandZonesQueryOptions());
