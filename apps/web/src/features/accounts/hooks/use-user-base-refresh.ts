import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userBaseQueryKey } from '../../../lib/user-base';

// These pages load the user themselves (or must not, like the login page).
const ROUTES_WITHOUT_REFRESH = new Set(['user_hyzx', 'login', 'zhzx_bdwx']);

/** Reloads the user state whenever the route name changes, so cart counts and login status stay fresh. */
export function useUserBaseRefresh(routeName: string): void {
  const queryClient = useQueryClient();
  const previous = useRef(routeName);
  useEffect(() => {
    if (previous.current === routeName) return;
    previous.current = routeName;
    if (ROUTES_WITHOUT_REFRESH.has(routeName)) return;
    void queryClient.invalidateQueries({ queryKey: userBaseQueryKey });
  }, [routeName, queryClient]);
}
