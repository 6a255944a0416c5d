import { sameSitePath } from './same-site-path.ts';
import { cleanText, text } from './text.ts';

/** Whether an operator's link may be put on a page: a path on this site, or an http(s) address. */
export function isShopLink(value: string): boolean {
  if (sameSitePath(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !value.includes('\\');
  } catch {
    return false;
  }
}

/** A link or picture address an operator enters: empty, a site path (/list?…) or http(s)://…. */
export const shopLink = (label: string, { required = false } = {}) => {
  const link = (required ? text(label, 500) : cleanText(label, 500)).refine(
    (value) => value === '' || isShopLink(value),
    `${label}须以 / 或 http(s):// 开头`,
  );
  return required ? link : link.default('');
};
