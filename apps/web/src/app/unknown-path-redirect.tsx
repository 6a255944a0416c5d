import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths';

const NOT_FOUND_SEGMENT_LIMIT = 3;

/** Any unknown path lands on /404, keeping up to three of its segments as the 404 route's params. */
export function notFoundHrefFor(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === '404') return paths.notFound.getHref();
  const kept = segments.slice(0, NOT_FOUND_SEGMENT_LIMIT);
  return [paths.notFound.getHref(), ...kept].join('/');
}

export function UnknownPathRedirect() {
  const { pathname } = useLocation();
  return <Navigate to={notFoundHrefFor(pathname)} replace />;
}
