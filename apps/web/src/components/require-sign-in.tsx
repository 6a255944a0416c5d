import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useUserBase } from '../lib/user-base';
import { PageSpinner } from './page-spinner';

/** A buyer's own page: visitors are sent to log in and come back here afterwards. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const user = useUserBase();
  const location = useLocation();
  if (user.data === undefined) return <PageSpinner />;
  if (user.data === null) {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
