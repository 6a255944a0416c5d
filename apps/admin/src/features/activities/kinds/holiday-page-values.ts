import type { HolidayBlockType, HolidayPageSlug } from '@yaocai/domain/contracts/activity-holiday-page';
import type { ActivityFormValues, KindForm } from './kind-form';

/** A block as the form holds it: every type's fields side by side, only its own sent. */
export interface HolidayBlockValues {
  type?: HolidayBlockType;
  image?: string;
  link?: string;
  title?: string;
  goods_ids?: number[];
  campaign_ids?: number[];
  content?: string;
}

const blocksOf = (values: ActivityFormValues) => (values.blocks ?? []) as HolidayBlockValues[];

function blockOf(block: HolidayBlockValues) {
  switch (block.type) {
    case 'goods':
      return { type: 'goods' as const, title: block.title ?? '', goods_ids: block.goods_ids ?? [] };
    case 'coupons':
      return { type: 'coupons' as const, title: block.title ?? '', campaign_ids: block.campaign_ids ?? [] };
    case 'rules':
      return { type: 'rules' as const, title: block.title ?? '', content: block.content ?? '' };
    default:
      return { type: 'banner' as const, image: block.image ?? '', link: block.link ?? '' };
  }
}

export const holidayPageValues: Omit<KindForm<'holiday_page'>, 'Fields'> = {
  initialValues: (definition) => ({
    slug: (definition?.slug ?? 's12') satisfies HolidayPageSlug,
    word: definition?.word ?? '',
    blocks: definition ? definition.blocks.map((block) => ({ ...block })) : [{ type: 'banner' }],
  }),
  definitionOf: (values) => ({
    slug: (values.slug ?? 's12') as HolidayPageSlug,
    word: typeof values.word === 'string' ? values.word : '',
    blocks: blocksOf(values).map(blockOf),
  }),
  fieldOf(field) {
    if (field === 'slug' || field === 'word') return [field];
    const block = /^blocks\.(\d+)\.(\w+)/.exec(field);
    return block ? ['blocks', Number(block[1]), block[2]!] : null;
  },
};
