import { useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type {
  InvoiceInfo,
  InvoiceInfoBody,
  ResetPasswordBody,
  UpdateUserInfoBody,
} from '@yaocai/domain/contracts/user';
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

const invoiceInfoKey = ['user', 'invoice-info'] as const;

export const useInvoiceInfo = () =>
  useQuery({
    queryKey: invoiceInfoKey,
    queryFn: ({ signal }) => api.get<InvoiceInfo>(apiPaths.user.invoiceInfo, { signal, silent: true }),
  });

/** Saves the 开票信息 that special VAT invoices carry; checkout then offers them. */
export const useSaveInvoiceInfo = (
  config: UseMutationOptions<Answer<InvoiceInfo>, ApiError, InvoiceInfoBody> = {},
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: InvoiceInfoBody) => api.postForMessage<InvoiceInfo>(apiPaths.user.invoiceInfo, body),
    onSuccess: (answer, ...rest) => {
      queryClient.setQueryData(invoiceInfoKey, answer.data);
      return config.onSuccess?.(answer, ...rest);
    },
  });
};
