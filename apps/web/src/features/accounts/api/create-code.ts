import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api, type ApiError } from '../../../lib/api-client';

export interface CreateCodeInput {
  phone: string;
  /** For 忘记密码: a code to a registered phone, asked for while signed out. */
  scene?: 'forgot_password';
}

export interface CreateCodeResult {
  resend_in: number;
  expires_in: number;
}

export const createCode = (input: CreateCodeInput) =>
  api.post<CreateCodeResult>(apiPaths.user.createCode, input);

export const useCreateCode = (config: UseMutationOptions<CreateCodeResult, ApiError, CreateCodeInput> = {}) =>
  useMutation({ ...config, mutationFn: createCode });
