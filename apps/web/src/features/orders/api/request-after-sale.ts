import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AfterSaleBody, OrderAfterSales } from '@yaocai/domain/contracts/after-sales';
import { api, type Answer, type ApiError } from '../../../lib/api-client';
import { apiPaths } from '../../../config/paths';
import { useAfterSalesChanged } from './after-sales-changed';

export interface RequestAfterSaleInput {
  orderId: number;
  body: AfterSaleBody;
}

export const requestAfterSale = ({ orderId, body }: RequestAfterSaleInput) =>
  api.postForMessage<OrderAfterSales>(apiPaths.order.afterSales(orderId), body);

/** Files a request; the answer is the order's requests with the new one. */
export const useRequestAfterSale = (
  config: UseMutationOptions<Answer<OrderAfterSales>, ApiError, RequestAfterSaleInput> = {},
) => {
  const changed = useAfterSalesChanged('售后申请已提交，请等待商家审核');
  return useMutation({
    ...config,
    mutationFn: requestAfterSale,
    onSuccess: (answer, input, ...rest) => {
      changed(input.orderId, answer);
      return config.onSuccess?.(answer, input, ...rest);
    },
  });
};
