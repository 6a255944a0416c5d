/** Spec §9 tag colours (换购 has two readings; we take blue), as antd preset colours. */
const TAG_COLORS: Record<string, string> = {
  优: 'red',
  秒: 'red',
  满: 'orange',
  换购: 'blue',
  赠: 'pink',
  特: 'gold',
  新: 'red',
  含麻黄碱: 'orange',
};

export const tagColor = (tag: string): string => TAG_COLORS[tag] ?? 'red';

/** A goods' tags as lists show them: its own, and 含麻黄碱 for goods containing ephedrine. */
export const shownTags = (goods: { tags: string[]; contains_ephedrine: boolean }): string[] =>
  goods.contains_ephedrine ? [...goods.tags, '含麻黄碱'] : goods.tags;
