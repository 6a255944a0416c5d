import type { ActivityFormValues, KindForm } from './kind-form';

/** Whether a brand shows all its goods on sale or only those picked. */
export type BrandGoodsScope = 'all' | 'picked';

/** A brand of the zone as the form holds it: the picked goods kept aside while 全部在售商品 is chosen. */
export interface BrandEntryValues {
  brand_id?: number;
  banner?: string;
  blurb?: string;
  scope?: BrandGoodsScope;
  goods_ids?: number[];
}

const brandsOf = (values: ActivityFormValues) => (values.brands ?? []) as BrandEntryValues[];

export const brandZoneValues: Omit<KindForm<'brand_zone'>, 'Fields'> = {
  initialValues: (definition) => ({
    brands: definition
      ? definition.brands.map((entry) => ({
          brand_id: entry.brand_id,
          banner: entry.banner,
          blurb: entry.blurb,
          scope: entry.goods_ids === null ? 'all' : 'picked',
          goods_ids: entry.goods_ids ?? [],
        }))
      : [{ scope: 'all', goods_ids: [] }],
  }),
  definitionOf: (values) => ({
    brands: brandsOf(values).map((entry) => ({
      brand_id: entry.brand_id ?? 0,
      banner: entry.banner ?? '',
      blurb: entry.blurb ?? '',
      goods_ids: entry.scope === 'picked' ? (entry.goods_ids ?? []) : null,
    })),
  }),
  fieldOf(field) {
    const entry = /^brands\.(\d+)\.(\w+)/.exec(field);
    return entry ? ['brands', Number(entry[1]), entry[2]!] : null;
  },
};
