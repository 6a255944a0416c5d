import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRole, RoleBody } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { operatorKeys } from './operator-keys';

export interface SaveRoleVariables {
  /** The role to change; without it, a new role. */
  id?: number;
  body: RoleBody;
}

export const saveRole = ({ id, body }: SaveRoleVariables) =>
  id === undefined
    ? api.post<AdminRole[]>(apiPaths.roles.list, body)
    : api.put<AdminRole[]>(apiPaths.roles.update(id), body);

/** Creates or changes a role; the answer is every role, which replaces the list on screen. */
export function useSaveRole({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    meta: { showsErrors: true },
    onSuccess: (roles, { id }) => {
      message.success(id === undefined ? '角色已创建' : '角色已保存');
      queryClient.setQueryData(operatorKeys.roles, roles);
      onSaved();
      // The operators list shows each one's role by name.
      return queryClient.invalidateQueries({ queryKey: operatorKeys.operators });
    },
  });
}
