import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.ts';

describe('same-site paths', () => {
  it.each(['/', '/cart', '/cart/result/12?from=pay#top', '/list?keyword=%E6%84%9F%E5%86%92'])(
    'follows %s',
    (path) => expect(sameSitePath(path)).toBe(path),
  );

  it.each([
    null,
    '',
    'cart',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example'.replace('%09', '\t'),
    'javascript:alert(1)',
    ' /cart',
  ])('refuses %j', (path) => expect(sameSitePath(path)).toBeNull());
});
