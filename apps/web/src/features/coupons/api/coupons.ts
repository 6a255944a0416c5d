import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimableCoupon, HeldCouponEntry, HeldCouponStatus } from '@yaocai/domain/contracts/coupons';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const HELD_PAGE_SIZE = 10;
export const CLAIMABLE_PAGE_SIZE = 12;

const couponKeys = {
  // Under 'user', so a claim also refreshes the hub's coupon count.
  all: ['user', 'coupons'] as const,
  held: (status: HeldCouponStatus, type: number, page: number) =>
    ['user', 'coupons', 'held', status, type, page] as const,
  claimable: (page: number) => ['user', 'coupons', 'claimable', page] as const,
};
const COUPON_COUNT_KEY = ['user', 'hub', 'coupons'];

// The pages show their own loading and failure states, so reads neither toast nor alert.
export const useHeldCoupons = (status: HeldCouponStatus, type: number, page: number) =>
  useQuery({
    queryKey: couponKeys.held(status, type, page),
    queryFn: ({ signal }) =>
      api.get<Paged<HeldCouponEntry>>(apiPaths.coupons.held, {
        params: { status, type, page, page_size: HELD_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });

export const useClaimableCoupons = (page: number) =>
  useQuery({
    queryKey: couponKeys.claimable(page),
    queryFn: ({ signal }) =>
      api.get<Paged<ClaimableCoupon>>(apiPaths.coupons.claimable, {
        params: { page, page_size: CLAIMABLE_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });

/** Claims a coupon; refusals (sold out, limit reached) are alerted by the client's default handling. */
export const useClaimCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (couponId: number) =>
      api.postForMessage<{ id: number }>(apiPaths.coupons.claim, { coupon_id: couponId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: couponKeys.all });
      void queryClient.invalidateQueries({ queryKey: COUPON_COUNT_KEY });
    },
  });
};
