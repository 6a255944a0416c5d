import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HolidayPageDefinition } from '@yaocai/domain/contracts/admin-activities';
import { invalid } from '@yaocai/domain/errors';
import { stockedGoods } from '../../catalog/goods-facts.service.ts';
import { promotionActivities } from '../promotions.tables.ts';
import type { ActivityKindRules } from './activity-kind.ts';

const goodsIdsOf = (definition: HolidayPageDefinition) => [
  ...new Set(definition.blocks.flatMap((block) => (block.type === 'goods' ? block.goods_ids : []))),
];

/**
 * 专题页: a route's page of blocks (banner, goods, coupons, rules). Nothing is sold from it, so
 * there are no sale rows: the published row itself is what the shop reads (GET /api/activity/page/{slug}),
 * shown in its window; a stop hides it at once. Its goods are priced as goods lists are and its
 * coupons are claimed through their own campaigns.
 */
export const holidayPageKind: ActivityKindRules<'holiday_page'> = {
  goodsIds: goodsIdsOf,
  total: (definition) => definition.blocks.length,
  takenSql: sql`0`,

  async check(db, body) {
    const { blocks } = body.definition;
    const goods = await stockedGoods(db, goodsIdsOf(body.definition));
    const campaignIds = [
      ...new Set(blocks.flatMap((block) => (block.type === 'coupons' ? block.campaign_ids : []))),
    ];
    const campaigns =
      campaignIds.length === 0
        ? new Set<number>()
        : new Set(
            (
              await db
                .select({ id: promotionActivities.id })
                .from(promotionActivities)
                .where(
                  and(
                    inArray(promotionActivities.id, campaignIds),
                    eq(promotionActivities.kind, 'coupon_campaign'),
                  ),
                )
            ).map((row) => row.id),
          );
    for (const [index, block] of blocks.entries()) {
      if (block.type === 'goods') {
        const missing = block.goods_ids.findIndex((goodsId) => !goods.has(goodsId));
        if (missing >= 0) {
          throw invalid(
            `definition.blocks.${index}.goods_ids.${missing}`,
            `商品区中编号${block.goods_ids[missing]}的商品不存在`,
          );
        }
      }
      if (block.type === 'coupons') {
        const missing = block.campaign_ids.findIndex((campaignId) => !campaigns.has(campaignId));
        if (missing >= 0) {
          throw invalid(
            `definition.blocks.${index}.campaign_ids.${missing}`,
            `优惠券区中编号${block.campaign_ids[missing]}的优惠券活动不存在`,
          );
        }
      }
    }
    if (body.definition.slug !== 'jz' && body.definition.word !== '') {
      throw invalid('definition.word', '只有圣诞狂欢页可以设置页面关键词');
    }
  },

  // Nothing is ever taken of a page: every edit is a free one.
  checkExtension: () => undefined,

  // The published row is the page: nothing to write elsewhere, nothing to end (stopped_at hides it).
  publish: async () => undefined,
  stop: async () => undefined,

  detail: async (_db, row) => row.definition as HolidayPageDefinition,
};
