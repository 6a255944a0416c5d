/** Placeholder pictures for banners and icons as SVG data URLs, so the demo shop needs no image files. */
/** Percent-encodes the SVG but keeps the ASCII that data URLs allow as is, to stay small. */
const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml,${encodeURIComponent(svg).replace(/%(20|3D|3A|2F|27|2C)/g, (escape) =>
    decodeURIComponent(escape),
  )}`;

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

/** A made-up licence scan: a bordered card with the licence's name, marked as a demo. */
export function licenceImage(title: string): string {
  return svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 600 420'>` +
      `<rect width='600' height='420' fill='#fffdf5'/>` +
      `<rect x='16' y='16' width='568' height='388' fill='none' stroke='#b45309' stroke-width='6'/>` +
      `<text x='300' y='170' font-size='44' font-weight='bold' fill='#7c2d12' text-anchor='middle'>${title}</text>` +
      `<text x='300' y='250' font-size='28' fill='#9a3412' text-anchor='middle'>演示扫描件</text></svg>`,
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
