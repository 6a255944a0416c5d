import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsTags } from '@yaocai/domain/contracts/activity-goods-tags-responses';
import { apiPaths } from '../config/paths';
import { api } from './api-client';

// Silent: on cards and rows the 满, 赠 and 换购 tags are extras, left out when the call fails.
export const getActivityGoodsTags = (signal?: AbortSignal) =>
  api.get<GoodsTags>(apiPaths.activity.goodsTags, { silent: true, signal });

/** One answer for every card and row: the same for every viewer, kept 30 s. */
export const activityGoodsTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['activity', 'goods_tags'],
    queryFn: ({ signal }) => getActivityGoodsTags(signal),
    staleTime: 30_000,
  });

export const useActivityGoodsTags = () => useQuery(activityGoodsTagsQueryOptions());

/** The tags the running 满减满折, 满赠 and 换购 give a goods (满, 赠, 换购), in the spec's order. */
export function activityTagsOf(tags: GoodsTags | undefined, goodsId: number, now: number): string[] {
  if (!tags || (tags.changes_at !== null && Date.parse(tags.changes_at) <= now)) return [];
  return [
    ...(tags.full_reduction_all || tags.full_reduction.includes(goodsId) ? ['满'] : []),
    ...(tags.trade_up.includes(goodsId) ? ['换购'] : []),
    ...(tags.gift.includes(goodsId) ? ['赠'] : []),
  ];
}
