import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint zones of eslint.config.js, run on sample files: other code reaches a feature only through
// its index.ts (or its lazy.ts, the loaders of what it loads on demand), and only tests may use a
// feature's testing/ fixtures.
const root = decodeURIComponent(new URL(import.meta.url).pathname).replace(/apps\/web\/src\/.*$/, '');
const features = [
  ...new Set(Object.keys(import.meta.glob('./*/**/*.{ts,tsx}')).map((file) => file.split('/')[1])),
];

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('web feature boundaries', () => {
  it('gives every feature a public index', () => {
    const indexes = Object.keys(import.meta.glob('./*/index.ts'));
    expect(features.length).toBeGreaterThan(5);
    expect(indexes.sort()).toEqual(features.map((feature) => `./${feature}/index.ts`).sort());
  });

  it("fails a feature that imports another feature's internals, and passes its index", async () => {
    const file = 'features/home/components/boundary-sample.ts';
    expect(
      await boundaryErrors(file, "export { CartDrawer } from '../../cart/components/cart-drawer';\n"),
    ).toEqual([expect.stringContaining('features/cart/index.ts')]);
    expect(await boundaryErrors(file, "export { loadCartPage } from '../../cart';\n")).toEqual([]);
    expect(await boundaryErrors(file, "export { loadCartPage } from '../../cart/lazy';\n")).toEqual([]);
    expect(await boundaryErrors(file, "export { BannerCarousel } from './banner-carousel';\n")).toEqual([]);
  });

  it("fails the app shell when it imports a feature's internals", async () => {
    const code = "export { SearchBox } from '../../features/search/components/search-box';\n";
    expect(await boundaryErrors('app/layouts/boundary-sample.ts', code)).toEqual([
      expect.stringContaining('features/search/index.ts'),
    ]);
  });

  it("lets only tests use another feature's fixtures", async () => {
    const code = "export { cartState } from '../../features/cart/testing/cart-fixtures';\n";
    expect(await boundaryErrors('app/layouts/boundary-sample.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('app/layouts/boundary-sample.test.ts', code)).toEqual([]);
  });
});
