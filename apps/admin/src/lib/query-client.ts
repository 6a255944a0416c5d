import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { message } from './feedback';

declare module '@tanstack/react-query' {
  interface Register {
    /** `showsErrors`: the mutation's form shows its own errors (a 422 on its fields), so no toast. */
    mutationMeta: { showsErrors?: boolean };
  }
}

/** A refused change shows the server's reason (e.g. 您没有此操作的权限); a 401 has already left the page. */
function toastFailure(error: unknown) {
  if (!isApiError(error)) return message.error('操作失败，请稍后重试');
  if (error.signedOut || error.kind === 'canceled') return;
  message.error(error.msg || '操作失败，请稍后重试');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Pages show their own error state for a failed read; retrying would only delay it.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.showsErrors) toastFailure(error);
      },
    }),
  });
}
