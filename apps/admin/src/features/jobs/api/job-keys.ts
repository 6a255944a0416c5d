import type { SheetJobListParams } from '@yaocai/domain/contracts/admin-jobs';

export type JobListParams = SheetJobListParams;

export const jobKeys = {
  all: ['jobs'] as const,
  list: (params: JobListParams) => ['jobs', 'list', params] as const,
  detail: (id: number) => ['jobs', 'detail', id] as const,
};
