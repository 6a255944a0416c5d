import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPasswordBody, OperatorMe } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { operatorKey } from '../../../lib/operator';

export const changePassword = (body: AdminPasswordBody) => api.put<OperatorMe>(apiPaths.password, body);

/** The server ends the operator's other sessions and starts a new one here, answering the operator. */
export function useChangePassword({ onChanged }: { onChanged: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    meta: { showsErrors: true },
    onSuccess: (operator) => {
      queryClient.setQueryData(operatorKey, operator);
      onChanged();
    },
  });
}
