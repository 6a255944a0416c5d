import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@yaocai/domain/contracts/content';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

// A missing or malformed article is the page's empty state, not an alert.
const isMissing = (status: number) => status === 404 || status === 422;

export const getArticle = (id: number, signal?: AbortSignal) =>
  api.get<Article>(apiPaths.article.detail(id), {
    signal,
    onError: (error) => isMissing(error.status) || isMissing(error.code),
  });

export const getArticleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['article', 'detail', id],
    queryFn: ({ signal }) => getArticle(id, signal),
    staleTime: 5 * 60_000,
  });

export const useArticle = (id: number | undefined) =>
  useQuery({ ...getArticleQueryOptions(id ?? 0), enabled: id !== undefined });
