import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginBody, OperatorMe } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { operatorKey } from '../../../lib/operator';

export const signIn = (body: AdminLoginBody) => api.post<OperatorMe>(apiPaths.session, body);

/** Signs in; the answer is the operator, which the console then knows without asking again. */
export function useSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    meta: { showsErrors: true },
    onSuccess: (operator) => {
      queryClient.setQueryData(operatorKey, operator);
      onSignedIn();
    },
  });
}
