import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';
import { env } from '../config/env';
import { api } from './api-client';

export interface SiteInfo {
  site_title: string;
}

export const getSite = (signal?: AbortSignal) =>
  api.get<SiteInfo>(apiPaths.global.site, { silent: true, signal });

export const getSiteQueryOptions = () =>
  queryOptions({
    queryKey: ['global', 'site'],
    queryFn: ({ signal }) => getSite(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useSiteTitle = (): string => {
  const { data } = useQuery(getSiteQueryOptions());
  return data?.site_title || env.defaultSiteTitle;
};

const noSubscription = () => () => {};

/** The site's origin, for links and QR codes; empty where the server renders a first screen. */
export const useSiteOrigin = (): string =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
