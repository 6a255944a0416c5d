import { describe, expect, it } from 'vitest';
import { isListPath, listHref } from './list-navigation';

describe('list navigation', () => {
  it('knows the list paths but not the goods detail', () => {
    expect(isListPath('/list')).toBe(true);
    expect(isListPath('/zyyp/table')).toBe(true);
    expect(isListPath('/search')).toBe(true);
    expect(isListPath('/list/info/3')).toBe(false);
    expect(isListPath('/listing')).toBe(false);
    expect(isListPath('/home')).toBe(false);
  });

  it('goes through the loading route only from a list page', () => {
    expect(listHref('/yx?select=3&yx=1', '/home')).toBe('/yx?select=3&yx=1');
    expect(listHref('/yx?select=3&yx=1', '/list')).toBe('/loading?to=%2Fyx%3Fselect%3D3%26yx%3D1');
  });
});
