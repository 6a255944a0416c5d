import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api, type ApiError } from '../../../lib/api-client';
import type { UserState } from '@yaocai/domain/contracts/user';
import { userBaseQueryKey } from '../../../lib/user-base';

export interface RegisterInput {
  company: string;
  name: string;
  phone: string;
  code: string;
  password: string;
  email?: string;
  /** The referrer's code from /register?ref= (老带新). */
  ref?: string;
}

export const register = (input: RegisterInput) => api.post<UserState>(apiPaths.user.register, input);

export const useRegister = (config: UseMutationOptions<UserState, ApiError, RegisterInput> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: register,
    onSuccess: (user, ...rest) => {
      queryClient.setQueryData(userBaseQueryKey, user);
      return config.onSuccess?.(user, ...rest);
    },
  });
};
