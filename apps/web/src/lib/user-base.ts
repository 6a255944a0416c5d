import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';
import { api, isApiError } from './api-client';
import type { UserState } from '@yaocai/domain/contracts/user';

export const userBaseQueryKey = ['user', 'base'] as const;

/** The buyer's state, or null for a visitor: a failure here only means nobody is logged in. */
export async function getUserBase(signal?: AbortSignal): Promise<UserState | null> {
  try {
    return await api.get<UserState>(apiPaths.user.base, { silent: true, signal });
  } catch (error) {
    if (isApiError(error) && error.kind === 'canceled') throw error;
    return null;
  }
}

export const getUserBaseQueryOptions = () =>
  queryOptions({
    queryKey: userBaseQueryKey,
    queryFn: ({ signal }) => getUserBase(signal),
    staleTime: Infinity,
  });

export const useUserBase = () => useQuery(getUserBaseQueryOptions());

/** The header and right-bar badges show the number of cart lines, kept in the user state. */
export const setUserCartCount = (queryClient: QueryClient, cart: number) =>
  queryClient.setQueryData<UserState | null>(userBaseQueryKey, (user) => (user ? { ...user, cart } : user));
