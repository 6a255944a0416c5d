import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ResetPasswordBody, UpdateUserInfoBody } from '@yaocai/domain/contracts/user';
import { apiPaths } from '../../../config/paths';
import { api, type Answer, type ApiError } from '../../../lib/api-client';
import { userBaseQueryKey } from '../../../lib/user-base';

/** Changes the contact's name and the phone (a new phone with its SMS code); the header reloads. */
export const useUpdateUserInfo = (
  config: UseMutationOptions<Answer<null>, ApiError, UpdateUserInfoBody> = {},
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: UpdateUserInfoBody) => api.postForMessage<null>(apiPaths.user.updateInfo, body),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: userBaseQueryKey });
      return config.onSuccess?.(...args);
    },
  });
};

/** A new password proven by the current one; the server signs this browser in again. */
export const useChangePassword = (
  config: UseMutationOptions<Answer<null>, ApiError, ResetPasswordBody> = {},
) =>
  useMutation({
    ...config,
    mutationFn: (body: ResetPasswordBody) => api.postForMessage<null>(apiPaths.user.changePassword, body),
  });
