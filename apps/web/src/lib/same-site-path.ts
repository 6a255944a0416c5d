/**
 * A path on this site, or null: a `redirect` query parameter is followed only when it is one, so a
 * crafted link cannot send the buyer to another site (`//evil.com`, `/\evil.com`, `https://…`).
 */
export function sameSitePath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
