import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PointsExchange } from '@yaocai/domain/contracts/points-mall';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/**
 * Exchanges one piece of an item under the key (a retry is the same exchange); refusals (积分不足,
 * 已兑完) are alerted by the client. The points, the items, 我的积分 and 我的优惠券 are read again after.
 */
export const useExchangePoints = (idempotencyKey: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) =>
      api.postForMessage<PointsExchange>(
        apiPaths.pointsMall.exchange,
        { item_id: itemId },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
};
