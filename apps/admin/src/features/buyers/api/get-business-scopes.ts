import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { buyerKeys } from './buyer-keys';

/** The business scopes the catalogue's goods use, the only ones a buyer may be given. */
export const getBusinessScopes = (signal?: AbortSignal) =>
  api.get<string[]>(apiPaths.businessScopes, { signal });

export const businessScopesQueryOptions = () =>
  queryOptions({ queryKey: buyerKeys.businessScopes, queryFn: ({ signal }) => getBusinessScopes(signal) });

/** Asked only once `enabled` (the form that offers them is open). */
export const useBusinessScopes = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...businessScopesQueryOptions(), enabled });
