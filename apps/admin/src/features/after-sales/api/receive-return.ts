import { useMutation } from '@tanstack/react-query';
import type { AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { RECEIVED_MESSAGE } from '../after-sale-review';
import { useAfterSaleMoved } from './after-sale-moved';

export const receiveReturn = (id: number) => api.post<AdminAfterSale>(apiPaths.afterSales.receive(id));

/** The goods of an approved return came back: the money goes back. */
export function useReceiveReturn() {
  const moved = useAfterSaleMoved();
  return useMutation({
    mutationFn: receiveReturn,
    onSuccess: (afterSale) => {
      message.success(RECEIVED_MESSAGE);
      return moved(afterSale);
    },
  });
}
