import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOperator, OperatorUpdateBody } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { operatorKeys } from './operator-keys';

export interface UpdateOperatorVariables {
  id: number;
  body: OperatorUpdateBody;
}

export const updateOperator = ({ id, body }: UpdateOperatorVariables) =>
  api.put<AdminOperator[]>(apiPaths.operators.update(id), body);

/** Changes an operator's name, role or whether they may sign in; the lists are read again. */
export function useUpdateOperator({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOperator,
    meta: { showsErrors: true },
    onSuccess: () => {
      message.success('已保存');
      onSaved();
      return queryClient.invalidateQueries({ queryKey: operatorKeys.all });
    },
  });
}
