import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignManagerBody } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { buyerKeys } from './buyer-keys';

/** Gives the picked buyers one account manager; the lists and their pages are read again. */
export function useAssignManager({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignManagerBody) => api.post<null>(apiPaths.buyers.assignManager, body),
    onSuccess: (_answer, body) => {
      message.success(`已为${body.ids.length}个客户指定客户经理`);
      void queryClient.invalidateQueries({ queryKey: buyerKeys.all });
      onDone();
    },
  });
}
