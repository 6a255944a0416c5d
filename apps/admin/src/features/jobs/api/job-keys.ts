import type { SheetJobListQuery } from '@yaocai/domain/contracts/admin';

export type JobListParams = Partial<SheetJobListQuery>;

export const jobKeys = {
  all: ['jobs'] as const,
  list: (params: JobListParams) => ['jobs', 'list', params] as const,
  detail: (id: number) => ['jobs', 'detail', id] as const,
};
