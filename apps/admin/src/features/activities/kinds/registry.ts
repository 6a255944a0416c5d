import type { ActivityKind } from '@yaocai/domain/contracts/activity-kinds';
import { CombinationFields } from './combination-fields';
import { combinationValues } from './combination-values';
import { CouponCampaignFields } from './coupon-campaign-fields';
import { couponCampaignValues } from './coupon-campaign-values';
import { FlashSaleFields } from './flash-sale-fields';
import { flashSaleValues } from './flash-sale-values';
import { FullReductionFields } from './full-reduction-fields';
import { fullReductionValues } from './full-reduction-values';
import { HolidayPageFields } from './holiday-page-fields';
import { holidayPageValues } from './holiday-page-values';
import { RankingContestFields } from './ranking-contest-fields';
import { rankingContestValues } from './ranking-contest-values';
import { SignupFields } from './signup-fields';
import { signupValues } from './signup-values';
import type { KindForm } from './kind-form';
import { SpecialPriceFields } from './special-price-fields';
import { specialPriceValues } from './special-price-values';
import { PrizeDrawFields } from './prize-draw-fields';
import { prizeDrawValues } from './prize-draw-values';
import { PointsItemFields } from './points-item-fields';
import { pointsItemValues } from './points-item-values';
import { NewBuyerFields } from './new-buyer-fields';
import { newBuyerValues } from './new-buyer-values';
import { ReferralRewardFields } from './referral-reward-fields';
import { referralRewardValues } from './referral-reward-values';
import { BrandZoneFields } from './brand-zone-fields';
import { brandZoneValues } from './brand-zone-values';
import { GiftFields } from './gift-fields';
import { giftValues } from './gift-values';
import { TradeUpFields } from './trade-up-fields';
import { tradeUpValues } from './trade-up-values';

/** Each kind's part of the activity editor: a new kind is its fields, its values and a line here. */
const KIND_FORMS: { [K in ActivityKind]: KindForm<K> } = {
  flash_sale: { Fields: FlashSaleFields, ...flashSaleValues },
  coupon_campaign: { Fields: CouponCampaignFields, ...couponCampaignValues },
  full_reduction: { Fields: FullReductionFields, ...fullReductionValues },
  combination: { Fields: CombinationFields, ...combinationValues },
  special_price: { Fields: SpecialPriceFields, ...specialPriceValues },
  prize_draw: { Fields: PrizeDrawFields, ...prizeDrawValues },
  holiday_page: { Fields: HolidayPageFields, ...holidayPageValues },
  ranking_contest: { Fields: RankingContestFields, ...rankingContestValues },
  signup: { Fields: SignupFields, ...signupValues },
  points_item: { Fields: PointsItemFields, ...pointsItemValues },
  new_buyer: { Fields: NewBuyerFields, ...newBuyerValues },
  referral_reward: { Fields: ReferralRewardFields, ...referralRewardValues },
  brand_zone: { Fields: BrandZoneFields, ...brandZoneValues },
  gift: { Fields: GiftFields, ...giftValues },
  trade_up: { Fields: TradeUpFields, ...tradeUpValues },
};

export const kindFormOf = (kind: ActivityKind) => KIND_FORMS[kind] as unknown as KindForm<ActivityKind>;
