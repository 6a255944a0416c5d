import { Button } from 'antd';
import type { AdminActivity } from '@yaocai/domain/contracts/admin-activities';

/** The shop's page showing the activity as buyers will see it, in a new tab (the console's session). */
export const previewHref = (id: number) => `/preview/activity/${id}`;

/** 买家视角预览, of any kind, before or while it runs; for any operator who may read activities. */
export function PreviewLink({ activity, size }: { activity: AdminActivity; size: 'small' | 'middle' }) {
  return (
    <Button
      type={size === 'small' ? 'link' : 'default'}
      size={size}
      href={previewHref(activity.id)}
      target="_blank"
      rel="noopener"
    >
      买家视角预览
    </Button>
  );
}
