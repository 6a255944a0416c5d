import type { CategoryNode, CommonConfig } from '@yaocai/domain/contracts/content';

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  logo1: null,
  children,
});

/** A focus/common answer with eight general top categories, one more than the menu shows. */
export function commonConfigFixture(overrides: Partial<CommonConfig> = {}): CommonConfig {
  return {
    rnss: [{ name: '感冒灵', url: '/search?keyword=感冒灵' }],
    nav: [],
    category: [
      node(1, '抗感染药', [node(11, '青霉素类'), node(12, '头孢菌素类')]),
      node(2, '心脑血管', [node(21, '降压药')]),
      node(3, '消化系统'),
      node(4, '感冒呼吸'),
      node(5, '清热解毒'),
      node(6, '慢病用药'),
      node(7, '滋补调理'),
      node(8, '皮肤五官'),
    ],
    category_yx: [node(60, '抗感染优选', [node(68, '优选头孢')])],
    category_zy: [node(93, '解表药')],
    category_qx: [node(120, '防护用品')],
    brand: [],
    timestamp: 1_700_000_000,
    notice: null,
    ...overrides,
  };
}
