import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOperator, NewOperatorBody } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { operatorKeys } from './operator-keys';

export const createOperator = (body: NewOperatorBody) =>
  api.post<AdminOperator[]>(apiPaths.operators.list, body);

/** Adds an operator; the lists are read again (roles count their operators). */
export function useCreateOperator({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    meta: { showsErrors: true },
    onSuccess: () => {
      message.success('操作员已创建');
      onSaved();
      return queryClient.invalidateQueries({ queryKey: operatorKeys.all });
    },
  });
}
