import { paths } from '../../config/paths';
import { sameSitePath } from '@yaocai/domain/validation/same-site-path';

/** Only same-site paths are followed after login, and never back to the login or register page. */
export function safeRedirect(value: string | null): string {
  const path = sameSitePath(value);
  if (!path) return paths.home.getHref();
  const target = path.split(/[?#]/)[0];
  if (target === paths.login.path || target === paths.register.path) return paths.home.getHref();
  return path;
}
