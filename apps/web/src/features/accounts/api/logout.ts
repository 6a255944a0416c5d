import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api, type ApiError } from '../../../lib/api-client';

export const logout = () => api.delete<null>(apiPaths.user.logout);

export const useLogout = (config: UseMutationOptions<null, ApiError, void> = {}) =>
  useMutation({ ...config, mutationFn: logout });
