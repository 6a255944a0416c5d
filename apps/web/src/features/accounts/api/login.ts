import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api, type ApiError } from '../../../lib/api-client';
import type { UserState } from '@yaocai/domain/contracts/user';
import { userBaseQueryKey } from '../../../lib/user-base';

export interface LoginInput {
  username: string;
  password: string;
}

export const login = (input: LoginInput) => api.post<UserState>(apiPaths.user.login, input);

export const useLogin = (config: UseMutationOptions<UserState, ApiError, LoginInput> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: login,
    onSuccess: (user, ...rest) => {
      queryClient.setQueryData(userBaseQueryKey, user);
      return config.onSuccess?.(user, ...rest);
    },
  });
};
