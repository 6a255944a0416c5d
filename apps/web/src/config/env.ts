import { REQUEST_TIMEOUT_MS } from '@yaocai/domain/constants';

// The only place that reads import.meta.env; the API base may differ per site host.
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  defaultSiteTitle: '药采网',
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
} as const;
