import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOperator, NewOperatorBody } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { operatorKeys } from './operator-keys';

export const createOperator = (body: NewOperatorBody) =>
  api.post<AdminOperator[]>(apiPaths.operators.list, body);

/** Adds an operator; the answer is every operator. Roles count their operators, so they are read again. */
export function useCreateOperator({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    meta: { showsErrors: true },
    onSuccess: (operators) => {
      message.success('操作员已创建');
      queryClient.setQueryData(operatorKeys.operators, operators);
      onSaved();
      return queryClient.invalidateQueries({ queryKey: operatorKeys.roles });
    },
  });
}
