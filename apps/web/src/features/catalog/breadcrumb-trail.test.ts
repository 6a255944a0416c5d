import { describe, expect, it } from 'vitest';
import { commonConfigFixture } from '../../testing/common-config-fixture';
import { detailTrail, listTrail } from './breadcrumb-trail';
import { parseListState } from './list-url';

const common = commonConfigFixture();
const stateOf = (base: '/list' | '/search' | '/yx' | '/zyyp', query: string) =>
  parseListState(base, new URLSearchParams(query));

describe('breadcrumbs', () => {
  it('lead from home through the list section and the category trail to where the buyer is', () => {
    expect(listTrail('/list', stateOf('/list', 'select=12'), common)).toEqual([
      { label: '首页', to: '/home' },
      { label: '全部商品', to: '/list' },
      { label: '抗感染药', to: '/list?select=1' },
      { label: '头孢菌素类' },
    ]);
    expect(listTrail('/yx', stateOf('/yx', 'select=68'), common).map((crumb) => crumb.to)).toEqual([
      '/home',
      '/yx',
      '/yx?select=60&yx=1',
      undefined,
    ]);
    expect(listTrail('/list', stateOf('/list', 'qx=2'), common)).toEqual([
      { label: '首页', to: '/home' },
      { label: '器械专区' },
    ]);
    expect(listTrail('/search', stateOf('/search', 'keyword=感冒'), common)).toEqual([
      { label: '首页', to: '/home' },
      { label: '搜索结果', to: '/search' },
      { label: '“感冒”' },
    ]);
  });

  it('place a goods under its most specific category', () => {
    const goods = {
      name: '头孢克肟片',
      categories: [
        { id: 1, name: '抗感染药', menu: 'general' as const },
        { id: 68, name: '优选头孢', menu: 'yx' as const },
      ],
    };
    expect(detailTrail(goods, common)).toEqual([
      { label: '首页', to: '/home' },
      { label: '优选专区', to: '/yx' },
      { label: '抗感染优选', to: '/yx?select=60&yx=1' },
      { label: '优选头孢', to: '/yx?select=68&yx=1' },
      { label: '头孢克肟片' },
    ]);
    expect(detailTrail({ name: '口罩', categories: [] }, common)).toEqual([
      { label: '首页', to: '/home' },
      { label: '全部商品', to: '/list' },
      { label: '口罩' },
    ]);
  });
});
