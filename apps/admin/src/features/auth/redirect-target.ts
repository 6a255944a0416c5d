import { paths } from '../../config/paths';

/**
 * Where to go after signing in: the console page the operator was sent away from, else the start page
 * (the first area the operator may see). Only paths inside the console, never another site.
 */
export function redirectTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return paths.home.getHref();
  if (redirect.split('?')[0] === paths.login.path) return paths.home.getHref();
  return redirect;
}
