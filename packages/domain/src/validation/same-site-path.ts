import { isCleanText } from './text.ts';

const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * A path on this site, or null: a `redirect` or `return_url` is followed only when it is one, so a
 * crafted link cannot send the buyer to another site. Browsers read `/\evil.example` and a path with
 * a tab or line break in its slashes as `//evil.example`, so backslashes and control characters are
 * refused outright, and the path must stay on the origin it is resolved against.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || !isCleanText(value)) return null;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
  } catch {
    return null;
  }
}
