import { activityTagsOf, useActivityGoodsTags } from './activity-goods-tags';
import { useEverydayPrice } from './everyday-price';
import { shownTags } from './goods-tags';
import { useServerNow } from './server-clock';
import { useFlashOffer } from './spike-sessions';

interface TaggedGoods {
  id: number;
  tags: string[];
  contains_ephedrine: boolean;
}

/**
 * A goods' tags as cards and rows show them: 秒 while a flash sale of it runs and 特 while a special
 * price does, by the server's clock, from the same shared answers /ms and /tjzq read (so the goods
 * list's answer stays the same for every buyer and moment), 满, 换购 and 赠 while a 满减满折, 换购 or
 * 满赠 of it runs, then the goods' own tags.
 */
export function useShownTags(goods: TaggedGoods): string[] {
  const flash = useFlashOffer(goods.id);
  const specials = useEverydayPrice().data?.goods;
  const activityTags = useActivityGoodsTags().data;
  const now = useServerNow(false);
  const special = specials?.some((item) => item.id === goods.id && Date.parse(item.ends_at) > now) ?? false;
  const running = [
    ...(flash ? ['秒'] : []),
    ...(special ? ['特'] : []),
    ...activityTagsOf(activityTags, goods.id, now),
  ];
  return [...new Set([...running, ...shownTags(goods)])];
}
