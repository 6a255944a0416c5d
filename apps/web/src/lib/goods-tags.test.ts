import { describe, expect, it } from 'vitest';
import { tagColor } from './goods-tags';

describe('goods tags', () => {
  it('gives each tag the colour of spec §9', () => {
    expect(['优', '秒', '满', '换购', '赠', '特', '新', '其他'].map(tagColor)).toEqual([
      'red',
      'red',
      'orange',
      'blue',
      'pink',
      'gold',
      'red',
      'red',
    ]);
  });
});
