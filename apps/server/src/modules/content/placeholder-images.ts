import { z } from 'zod';
import { text } from '@yaocai/domain/validation/text';
import type { GoodsKind } from '@yaocai/domain/contracts/catalog';

/** Demo goods pictures: an SVG card with the goods name, coloured by kind. */
const kindStyles: Record<GoodsKind, { label: string; color: string; background: string }> = {
  western: { label: '西药', color: '#2f6fb5', background: '#eaf2fb' },
  patent: { label: '中成药', color: '#b45309', background: '#fdf3e6' },
  herbal: { label: '中药饮片', color: '#3f7d3a', background: '#eef6ec' },
  device: { label: '医疗器械', color: '#0f766e', background: '#e7f6f4' },
};

export const placeholderQuery = z.object({
  kind: z.enum(['western', 'patent', 'herbal', 'device'], { error: '类别不正确' }),
  name: text('名称', 50),
});

export const GOODS_PLACEHOLDER_PATH = '/images/placeholder/goods.svg';

export const goodsPlaceholderUrl = (kind: GoodsKind, name: string): string =>
  `${GOODS_PLACEHOLDER_PATH}?${new URLSearchParams({ kind, name })}`;

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
