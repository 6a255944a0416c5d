/** Spec §9 tag colours (换购 has two readings; we take blue), as antd preset colours. */
const TAG_COLORS: Record<string, string> = {
  优: 'red',
  秒: 'red',
  满: 'orange',
  换购: 'blue',
  赠: 'pink',
  特: 'gold',
  新: 'red',
};

export const tagColor = (tag: string): string => TAG_COLORS[tag] ?? 'red';
