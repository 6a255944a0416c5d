import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WechatBinding } from '@yaocai/domain/contracts/user';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

const wechatKey = ['user', 'wechat'] as const;

export const useWechatBinding = () =>
  useQuery({
    queryKey: wechatKey,
    queryFn: ({ signal }) => api.get<WechatBinding>(apiPaths.user.wechat, { signal, silent: true }),
  });

/** Starts binding: the answer is WeChat's authorization page, which comes back to the shop. */
export const useBindWechat = () =>
  useMutation({ mutationFn: () => api.post<{ url: string }>(apiPaths.user.bindWechat) });

export const useUnbindWechat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(apiPaths.user.unbindWechat),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wechatKey }),
  });
};
