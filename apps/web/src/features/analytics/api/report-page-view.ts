import type { PageViewBody } from '@yaocai/domain/contracts/content';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

// Fire and forget: analytics must never bother the buyer, so failures are silent and swallowed.
export const reportPageView = (body: PageViewBody) =>
  api.post<null>(apiPaths.analytics.pageView, body, { silent: true }).catch(() => null);
