import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminShopSettings } from '@yaocai/domain/contracts/admin-content';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { siteQueryKey } from '../../../lib/page-title';
import { contentKeys } from './content-keys';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.settings,
    queryFn: ({ signal }) => api.get<AdminShopSettings>(apiPaths.settings, { signal }),
  });

export const useShopSettings = () => useQuery(settingsQueryOptions());

/** Saves every group at once; the answer is what is now stored. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminShopSettings) => api.put<AdminShopSettings>(apiPaths.settings, body),
    meta: { showsErrors: true },
    onSuccess: (saved) => {
      message.success('设置已保存');
      queryClient.setQueryData(contentKeys.settings, saved);
      // The console's name follows the shop's.
      void queryClient.invalidateQueries({ queryKey: siteQueryKey });
    },
  });
}
