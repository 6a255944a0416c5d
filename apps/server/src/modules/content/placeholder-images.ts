import { z } from 'zod';
import { text } from '@yaocai/domain/validation/text';
import type { GoodsKind } from '@yaocai/domain/contracts/catalog';

// Demo pictures, drawn as SVG on request so the demo shop needs no image files. They are addresses,
// as an operator's uploads are, not data URLs: a page then carries a short link the browser keeps
// (immutable) instead of the picture itself in its HTML and again in its first-screen data.

const kindStyles: Record<GoodsKind, { label: string; color: string; background: string }> = {
  western: { label: '西药', color: '#2f6fb5', background: '#eaf2fb' },
  patent: { label: '中成药', color: '#b45309', background: '#fdf3e6' },
  herbal: { label: '中药饮片', color: '#3f7d3a', background: '#eef6ec' },
  device: { label: '医疗器械', color: '#0f766e', background: '#e7f6f4' },
};

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, { error: '颜色须为 #RRGGBB' });

export const placeholderQuery = z.object({
  kind: z.enum(['western', 'patent', 'herbal', 'device'], { error: '类别不正确' }),
  name: text('名称', 50),
});
export const bannerPlaceholderQuery = z.object({
  title: text('标题', 30),
  subtitle: text('副标题', 30).optional(),
  from: colour,
  to: colour,
});
export const iconPlaceholderQuery = z.object({ text: text('文字', 4), color: colour });

export const PLACEHOLDER_PATHS = {
  goods: '/images/placeholder/goods.svg',
  /** 1200 × 400 with a subtitle, 1200 × 80 (the top advertisement's strip) without. */
  banner: '/images/placeholder/banner.svg',
  icon: '/images/placeholder/icon.svg',
} as const;

const addressOf = (path: string, query: Record<string, string | undefined>) =>
  `${path}?${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]))}`;

export const goodsPlaceholderUrl = (kind: GoodsKind, name: string): string =>
  addressOf(PLACEHOLDER_PATHS.goods, { kind, name });

export const bannerPlaceholderUrl = (
  title: string,
  subtitle: string,
  [from, to]: readonly [string, string],
): string => addressOf(PLACEHOLDER_PATHS.banner, { title, subtitle, from, to });

/** The thin strip of the top advertisement. */
export const stripPlaceholderUrl = (title: string, [from, to]: readonly [string, string]): string =>
  addressOf(PLACEHOLDER_PATHS.banner, { title, from, to });

/** A round icon with a character or two: category logos, brand logos, nav badges. */
export const iconPlaceholderUrl = (text: string, color: string): string =>
  addressOf(PLACEHOLDER_PATHS.icon, { text, color });

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function goodsPlaceholderSvg(kind: GoodsKind, name: string): string {
  const { label, color, background } = kindStyles[kind];
  const fontSize = Math.min(36, Math.floor(320 / name.length));
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 400'>` +
    `<rect width='400' height='400' fill='${background}'/>` +
    `<rect x='40' y='110' width='320' height='180' rx='16' fill='${color}'/>` +
    `<text x='200' y='210' font-size='${fontSize}' fill='#fff' text-anchor='middle'>${escapeXml(name)}</text>` +
    `<text x='200' y='340' font-size='20' fill='${color}' text-anchor='middle'>${label}</text></svg>`
  );
}

export function bannerPlaceholderSvg({ title, subtitle, from, to }: z.infer<typeof bannerPlaceholderQuery>) {
  const gradient =
    `<defs><linearGradient id='g'><stop offset='0' stop-color='${from}'/>` +
    `<stop offset='1' stop-color='${to}'/></linearGradient></defs>`;
  if (subtitle === undefined)
    return (
      `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 80'>${gradient}` +
      `<rect width='1200' height='80' fill='url(#g)'/>` +
      `<text x='600' y='52' font-size='32' font-weight='bold' fill='#fff' text-anchor='middle'>${escapeXml(title)}</text></svg>`
    );
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 400'>${gradient}` +
    `<rect width='1200' height='400' fill='url(#g)'/>` +
    `<text x='120' y='190' font-size='64' font-weight='bold' fill='#fff'>${escapeXml(title)}</text>` +
    `<text x='120' y='260' font-size='32' fill='#fff'>${escapeXml(subtitle)}</text></svg>`
  );
}

export function iconPlaceholderSvg({ text, color }: z.infer<typeof iconPlaceholderQuery>) {
  const fontSize = text.length > 2 ? 14 : text.length > 1 ? 20 : 26;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>` +
    `<circle cx='32' cy='32' r='30' fill='${color}'/>` +
    `<text x='32' y='41' font-size='${fontSize}' fill='#fff' text-anchor='middle'>${escapeXml(text)}</text></svg>`
  );
}
