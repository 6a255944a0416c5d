import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { OrderAfterSales, ReturnParcelBody } from '@yaocai/domain/contracts/after-sales';
import { api, type Answer, type ApiError } from '../../../lib/api-client';
import { apiPaths } from '../../../config/paths';
import { useAfterSalesChanged } from './after-sales-changed';

export interface SendReturnParcelInput {
  orderId: number;
  afterSaleId: number;
  parcel: ReturnParcelBody;
}

export const sendReturnParcel = ({ afterSaleId, parcel }: SendReturnParcelInput) =>
  api.postForMessage<OrderAfterSales>(apiPaths.afterSale.returnParcel(afterSaleId), parcel);

/** Says how the goods of an approved return were sent back, or corrects it while still returning. */
export const useSendReturnParcel = (
  config: UseMutationOptions<Answer<OrderAfterSales>, ApiError, SendReturnParcelInput> = {},
) => {
  const changed = useAfterSalesChanged('退货物流已提交');
  return useMutation({
    ...config,
    mutationFn: sendReturnParcel,
    onSuccess: (answer, input, ...rest) => {
      changed(input.orderId, answer);
      return config.onSuccess?.(answer, input, ...rest);
    },
  });
};
