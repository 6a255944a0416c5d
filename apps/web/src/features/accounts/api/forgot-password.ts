import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@yaocai/domain/contracts/user';
import { apiPaths } from '../../../config/paths';
import { api, type ApiError, type Answer } from '../../../lib/api-client';

export const resetForgottenPassword = (input: ForgotPasswordBody) =>
  api.postForMessage<null>(apiPaths.user.forgotPassword, input);

export const useForgotPassword = (
  config: UseMutationOptions<Answer<null>, ApiError, ForgotPasswordBody> = {},
) => useMutation({ ...config, mutationFn: resetForgottenPassword });
