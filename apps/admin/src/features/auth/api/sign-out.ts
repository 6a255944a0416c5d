import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const signOut = () => api.delete<null>(apiPaths.session);

/**
 * Signs out, leaves the console (`onSignedOut`, awaited), then forgets everything read as this
 * operator: forgetting first would leave the console's pages on screen without their operator.
 */
export function useSignOut({ onSignedOut }: { onSignedOut: () => Promise<void> | void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await onSignedOut();
      queryClient.clear();
    },
  });
}
