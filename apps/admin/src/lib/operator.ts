import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorMe, Permission } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../config/paths';
import { api } from './api-client';

// The signed-in operator: who it is and what its role may do. The console asks once (the layout's
// loader), signing in and changing the password store the answer, signing out forgets it.

export const operatorKey = ['operator', 'me'] as const;

export const getOperator = () => api.get<OperatorMe>(apiPaths.me, { keepPageOnSignOut: true });

export const operatorQueryOptions = () =>
  queryOptions({ queryKey: operatorKey, queryFn: getOperator, staleTime: Infinity });

/** The operator, or undefined once signed out (the cache is forgotten as the console is left). */
export const useSignedInOperator = (): OperatorMe | undefined => useQuery(operatorQueryOptions()).data;

/** The operator; only inside the console's layout, whose loader has fetched it. */
export function useOperator(): OperatorMe {
  const operator = useSignedInOperator();
  if (!operator) throw new Error('useOperator outside the signed-in console');
  return operator;
}

/** Whether the role has the permission, or (given several) any one of them. */
export const hasPermission = (operator: OperatorMe, permission: Permission | readonly Permission[]) =>
  (typeof permission === 'string' ? [permission] : permission).some((one) =>
    operator.permissions.includes(one),
  );

/** Nothing once signed out: a page still on screen as the console is left offers no control. */
export function useCan(permission: Permission | readonly Permission[]): boolean {
  const operator = useSignedInOperator();
  return operator !== undefined && hasPermission(operator, permission);
}
