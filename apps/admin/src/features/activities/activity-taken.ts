import type { AdminActivity } from '@yaocai/domain/contracts/admin-activities';

/** What was taken of an activity, out of how many there are: 12 / 200; just 3 where nothing caps it (老带新). */
export const takenOf = (activity: AdminActivity) =>
  activity.total > 0 ? `${activity.taken} / ${activity.total}` : String(activity.taken);
