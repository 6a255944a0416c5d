/** A licence scan is a private document: the demo's is a data URL, served with the buyer's licence. */
/** Percent-encodes the SVG but keeps the ASCII that data URLs allow as is, to stay small. */
const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml,${encodeURIComponent(svg).replace(/%(20|3D|3A|2F|27|2C)/g, (escape) =>
    decodeURIComponent(escape),
  )}`;

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
