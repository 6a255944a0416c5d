import type { GoodsKind } from '../modules/catalog/catalog.tables.ts';

/** Placeholder pictures as SVG data URLs, so the demo shop needs no image files. */
const kindStyles: Record<GoodsKind, { label: string; color: string; background: string }> = {
  western: { label: '西药', color: '#2f6fb5', background: '#eaf2fb' },
  patent: { label: '中成药', color: '#b45309', background: '#fdf3e6' },
  herbal: { label: '中药饮片', color: '#3f7d3a', background: '#eef6ec' },
  device: { label: '医疗器械', color: '#0f766e', background: '#e7f6f4' },
};

/** Percent-encodes the SVG but keeps the ASCII that data URLs allow as is, to stay small. */
const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml,${encodeURIComponent(svg).replace(/%(20|3D|3A|2F|27|2C)/g, (escape) =>
    decodeURIComponent(escape),
  )}`;

export function goodsImage(kind: GoodsKind, name: string): string {
  const { label, color, background } = kindStyles[kind];
  const fontSize = Math.min(36, Math.floor(320 / name.length));
  return svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 400'>` +
      `<rect width='400' height='400' fill='${background}'/>` +
      `<rect x='40' y='110' width='320' height='180' rx='16' fill='${color}'/>` +
      `<text x='200' y='210' font-size='${fontSize}' fill='#fff' text-anchor='middle'>${name}</text>` +
      `<text x='200' y='340' font-size='20' fill='${color}' text-anchor='middle'>${label}</text></svg>`,
  );
}

export function bannerImage(title: string, subtitle: string, [from, to]: readonly [string, string]): string {
  return svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 400'>` +
      `<defs><linearGradient id='g'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>` +
      `<rect width='1200' height='400' fill='url(#g)'/>` +
      `<text x='120' y='190' font-size='64' font-weight='bold' fill='#fff'>${title}</text>` +
      `<text x='120' y='260' font-size='32' fill='#fff'>${subtitle}</text></svg>`,
  );
}

/** A thin banner for the top advertisement slot. */
export function adImage(title: string, [from, to]: readonly [string, string]): string {
  return svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 80'>` +
      `<defs><linearGradient id='g'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>` +
      `<rect width='1200' height='80' fill='url(#g)'/>` +
      `<text x='600' y='52' font-size='32' font-weight='bold' fill='#fff' text-anchor='middle'>${title}</text></svg>`,
  );
}

/** A round icon with the first character of a name: category logos, brand logos, nav badges. */
export function iconImage(text: string, color: string): string {
  return svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>` +
      `<circle cx='32' cy='32' r='30' fill='${color}'/>` +
      `<text x='32' y='41' font-size='${text.length > 2 ? 14 : text.length > 1 ? 20 : 26}' fill='#fff' text-anchor='middle'>${text}</text></svg>`,
  );
}
