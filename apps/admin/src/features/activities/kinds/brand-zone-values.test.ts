import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { bodyOf, formFieldOf, initialValues } from '../activity-form-values';
import { brandZoneValues } from './brand-zone-values';

const window: [ReturnType<typeof dayjs>, ReturnType<typeof dayjs>] = [
  dayjs('2026-12-01T02:00:00.000Z'),
  dayjs('2026-12-08T02:00:00.000Z'),
];

describe('品牌专区 in the editor', () => {
  it('starts with one brand showing all its goods on sale', () => {
    expect(initialValues('brand_zone', null)).toMatchObject({ brands: [{ scope: 'all', goods_ids: [] }] });
  });

  it('sends all goods as null and a pick as its ids, keeping a pick aside while 全部 is chosen', () => {
    const values = {
      ...initialValues('brand_zone', null),
      name: '品牌联合周',
      window,
      brands: [
        { brand_id: 3, banner: '/files/a.png', blurb: '百年老字号', scope: 'all', goods_ids: [7] },
        { brand_id: 5, banner: '/files/b.png', scope: 'picked', goods_ids: [11, 12] },
      ],
    };
    expect(bodyOf('brand_zone', values).definition).toEqual({
      brands: [
        { brand_id: 3, banner: '/files/a.png', blurb: '百年老字号', goods_ids: null },
        { brand_id: 5, banner: '/files/b.png', blurb: '', goods_ids: [11, 12] },
      ],
    });
  });

  it('reads a saved zone back with each brand’s choice of goods', () => {
    const read = brandZoneValues.initialValues({
      brands: [
        { brand_id: 3, banner: '/files/a.png', blurb: '', goods_ids: null },
        { brand_id: 5, banner: '/files/b.png', blurb: '精选', goods_ids: [11] },
      ],
    });
    expect(read).toEqual({
      brands: [
        { brand_id: 3, banner: '/files/a.png', blurb: '', scope: 'all', goods_ids: [] },
        { brand_id: 5, banner: '/files/b.png', blurb: '精选', scope: 'picked', goods_ids: [11] },
      ],
    });
  });

  it('puts the server’s field errors on the brand’s fields', () => {
    const values = { ...initialValues('brand_zone', null), name: '', window };
    expect(formFieldOf('brand_zone', 'definition.brands.1.goods_ids.0', values)).toEqual([
      'brands',
      1,
      'goods_ids',
    ]);
    expect(formFieldOf('brand_zone', 'definition.brands.0.brand_id', values)).toEqual([
      'brands',
      0,
      'brand_id',
    ]);
  });
});
