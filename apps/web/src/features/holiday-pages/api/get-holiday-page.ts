import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HolidayPage, HolidayPageSlug } from '@yaocai/domain/contracts/activity-holiday-page';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getHolidayPage = (slug: HolidayPageSlug, word: string, signal?: AbortSignal) =>
  api.get<HolidayPage>(apiPaths.activity.page(slug), {
    params: word ? { word } : undefined,
    signal,
    silent: true,
  });

export const holidayPageQueryOptions = (slug: HolidayPageSlug, word: string) =>
  queryOptions({
    queryKey: ['activity', 'page', slug, word],
    queryFn: ({ signal }) => getHolidayPage(slug, word, signal),
    staleTime: 30_000,
  });

export const useHolidayPage = (slug: HolidayPageSlug, word: string) =>
  useQuery(holidayPageQueryOptions(slug, word));
