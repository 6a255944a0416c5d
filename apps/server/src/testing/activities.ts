import { expect } from 'vitest';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import type { TestClient } from './test-client.ts';

/** A 营销活动 draft saved through the console's API by `operator` (promotions.write). */
export async function draftActivity(
  operator: TestClient,
  body: ActivityBodyInput,
): Promise<AdminActivityDetail> {
  const draft = await operator.post<AdminActivityDetail>('/api/admin/activities', body);
  expect([draft.status, draft.body.msg, draft.body.errors]).toEqual([200, '活动草稿已保存', undefined]);
  return draft.body.data;
}

/** A 营销活动 saved and published through the console's API, as the operator's two clicks do. */
export async function publishActivity(
  operator: TestClient,
  body: ActivityBodyInput,
): Promise<AdminActivityDetail> {
  const draft = await draftActivity(operator, body);
  const live = await operator.post<AdminActivityDetail>(`/api/admin/activities/${draft.id}/publish`);
  expect([live.status, live.body.msg, live.body.errors]).toEqual([200, '活动已发布', undefined]);
  return live.body.data;
}
