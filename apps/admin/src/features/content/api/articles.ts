import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminArticle, AdminArticleList, ArticleSort } from '@yaocai/domain/contracts/admin-content';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { contentKeys } from './content-keys';

const ARTICLES = 'articles';

export interface ArticleListParams {
  category_id?: string;
  keywords?: string;
  /** The days published, YYYY-MM-DD. */
  start_time?: string;
  end_time?: string;
  page: number;
  page_size: number;
  sort?: ArticleSort;
  order?: 'asc' | 'desc';
}

export const useArticles = (params: ArticleListParams) =>
  useQuery({
    queryKey: contentKeys.articleList(params),
    queryFn: ({ signal }) =>
      api.get<AdminArticleList>(apiPaths.content.list(ARTICLES), { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export const articleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contentKeys.article(id),
    queryFn: ({ signal }) => api.get<AdminArticle>(apiPaths.content.item(ARTICLES, id), { signal }),
  });

export const useArticle = (id: number | null) =>
  useQuery({ ...articleQueryOptions(id ?? 0), enabled: id !== null });

export interface ArticleBodyValues {
  category_id: number;
  title: string;
  content: string;
  sort: number;
}

export function useSaveArticle({ onSaved }: { onSaved: (article: AdminArticle) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ArticleBodyValues }) =>
      id === undefined
        ? api.post<AdminArticle>(apiPaths.content.list(ARTICLES), body)
        : api.put<AdminArticle>(apiPaths.content.item(ARTICLES, id), body),
    meta: { showsErrors: true },
    onSuccess: async (article, { id }) => {
      message.success(id === undefined ? '文章已发布' : '已保存');
      queryClient.setQueryData(contentKeys.article(article.id), article);
      // The categories show how many articles each holds.
      await queryClient.invalidateQueries({ queryKey: contentKeys.articles });
      await queryClient.invalidateQueries({ queryKey: contentKeys.list('article-categories') });
      onSaved(article);
    },
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(apiPaths.content.item(ARTICLES, id)),
    onSuccess: async () => {
      message.success('文章已删除');
      await queryClient.invalidateQueries({ queryKey: contentKeys.articles });
      await queryClient.invalidateQueries({ queryKey: contentKeys.list('article-categories') });
    },
  });
}
