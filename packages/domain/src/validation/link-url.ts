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

/** A picture as data (the demo shop's SVG banners): shown only as an image, where no script runs. */
const IMAGE_DATA_URL = /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/;
const IMAGE_MAX = 65_536;

export const isShopImage = (value: string): boolean => isShopLink(value) || IMAGE_DATA_URL.test(value);

/** A picture's address: an uploaded one (/files/…), another site path or http(s) address, or image data. */
export const shopImage = (label: string, { required = false } = {}) => {
  const image = (required ? text(label, IMAGE_MAX) : cleanText(label, IMAGE_MAX)).refine(
    (value) => value === '' || isShopImage(value),
    `${label}须上传，或以 / 或 http(s):// 开头`,
  );
  return required ? image : image.default('');
};
