import { describe, expect, it } from 'vitest';
import { activityTagsOf } from './activity-goods-tags';

const NOW = Date.parse('2026-11-29T10:00:00Z');
const tags = {
  full_reduction_all: false,
  full_reduction: [1],
  gift: [1, 2],
  trade_up: [3],
  changes_at: '2026-11-30T00:00:00.000Z',
};

describe('the tags running activities give a goods', () => {
  it('tags 满, 换购 and 赠 from the answer, in the spec’s order', () => {
    expect(activityTagsOf(tags, 1, NOW)).toEqual(['满', '赠']);
    expect(activityTagsOf(tags, 2, NOW)).toEqual(['赠']);
    expect(activityTagsOf(tags, 3, NOW)).toEqual(['换购']);
    expect(activityTagsOf(tags, 4, NOW)).toEqual([]);
    expect(activityTagsOf({ ...tags, full_reduction_all: true }, 4, NOW)).toEqual(['满']);
  });

  it('tags nothing before the answer, nor once a running activity has ended (until it is read again)', () => {
    expect(activityTagsOf(undefined, 1, NOW)).toEqual([]);
    expect(activityTagsOf(tags, 1, Date.parse('2026-11-30T00:00:00Z'))).toEqual([]);
    expect(activityTagsOf({ ...tags, changes_at: null }, 1, NOW)).toEqual(['满', '赠']);
  });
});
