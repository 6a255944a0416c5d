import { paths } from '../../config/paths';

/** Only same-site paths are followed after login, so a crafted link cannot send the buyer elsewhere. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return paths.home.getHref();
  const target = value.split(/[?#]/)[0];
  if (target === paths.login.path || target === paths.register.path) return paths.home.getHref();
  return value;
}
