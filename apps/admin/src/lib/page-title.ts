import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';
import { api } from './api-client';

// The console is named after the shop (站点设置's 网站名称), and every page's document title ends with
// that name: 订单管理 - 药采网运营后台.

/** The name the shop starts with, until the server has said otherwise. */
const DEFAULT_SITE_TITLE = '药采网';

interface SiteInfo {
  site_title: string;
}

export const siteQueryKey = ['global', 'site'] as const;

const siteQueryOptions = () =>
  queryOptions({
    queryKey: siteQueryKey,
    queryFn: ({ signal }) => api.get<SiteInfo>(apiPaths.site, { signal, keepPageOnSignOut: true }),
    staleTime: Infinity,
  });

/** 药采网运营后台, with the shop's configured name. */
export function useConsoleName(): string {
  const { data } = useQuery(siteQueryOptions());
  return `${data?.site_title || DEFAULT_SITE_TITLE}运营后台`;
}

/** Titles the browser's tab and history entry after the page shown: `${title} - ${console name}`. */
export function usePageTitle(title: string) {
  const consoleName = useConsoleName();
  useEffect(() => {
    document.title = `${title} - ${consoleName}`;
  }, [title, consoleName]);
}
