import { describe, expect, it } from 'vitest';
import { isNavItemActive, menuVariantOf, searchBase } from './nav-section';

const at = (url: string) => {
  const [pathname = '', search = ''] = url.split('?');
  return { pathname, search: search ? `?${search}` : '' };
};

describe('the navigation section of a page', () => {
  it('lights the entry whose path and query match, and only that one', () => {
    const page = { pPath: undefined };
    expect(isNavItemActive('/list?qx=2', at('/list?qx=2&select=5'), page)).toBe(true);
    expect(isNavItemActive('/list?qx=2', at('/list'), page)).toBe(false);
    expect(isNavItemActive('/list?qx=2', at('/list?select=5'), page)).toBe(false);
    expect(isNavItemActive('/yx', at('/yx?select=3'), page)).toBe(true);
    expect(isNavItemActive('/home', at('/yx'), page)).toBe(false);
    expect(isNavItemActive('https://example.com/list', at('/list'), page)).toBe(false);
  });

  it("lights only the parent section's own entry on a page under it", () => {
    const detail = { pPath: '/list' };
    expect(isNavItemActive('/list?qx=2', at('/list/info/9'), detail)).toBe(false);
    expect(isNavItemActive('/list', at('/list/info/9'), detail)).toBe(true);
  });

  it('shows the devices menu on the devices list', () => {
    expect(menuVariantOf({ menu: 'general' }, at('/list?qx=2'))).toBe('qx');
    expect(menuVariantOf({ menu: 'general' }, at('/list'))).toBe('general');
    expect(menuVariantOf({ menu: 'yx' }, at('/yx?qx=2'))).toBe('yx');
    expect(menuVariantOf({}, at('/home?qx=2'))).toBe('general');
  });

  it('searches within a list mode in place, and jumps to the catalogue elsewhere or when the route says so', () => {
    const inPlace = { searchJump: false };
    expect(searchBase(at('/yx/table?select=2'), inPlace)).toBe('/yx');
    expect(searchBase(at('/zyyp'), inPlace)).toBe('/zyyp');
    expect(searchBase(at('/list?qx=2&select=4'), inPlace)).toBe('/list?qx=2');
    expect(searchBase(at('/list?select=4'), inPlace)).toBe('/search');
    expect(searchBase(at('/home'), inPlace)).toBe('/search');
    expect(searchBase(at('/yx'), { searchJump: true })).toBe('/search');
  });
});
