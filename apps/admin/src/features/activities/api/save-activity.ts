import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { activityKeys } from './activity-keys';

export interface SaveActivityInput {
  /** Absent: a new draft. */
  id?: number;
  body: ActivityBodyInput;
}

export const saveActivity = ({ id, body }: SaveActivityInput) =>
  id === undefined
    ? api.post<AdminActivityDetail>(apiPaths.activities.create, body)
    : api.put<AdminActivityDetail>(apiPaths.activities.detail(id), body);

export function useSaveActivity({ onSaved }: { onSaved: (saved: AdminActivityDetail) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveActivity,
    onSuccess: (saved, { id }) => {
      message.success(id === undefined ? '活动草稿已保存' : '活动已保存');
      onSaved(saved);
      return queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
