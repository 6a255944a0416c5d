import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractState } from '@yaocai/domain/contracts/contract';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const signContract = () => api.post<ContractState>(apiPaths.contract.sign, { agree: 1 });

export const useSignContract = ({ onSigned }: { onSigned: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signContract,
    onSuccess: (contract) => {
      queryClient.setQueryData(checkoutKeys.contract, contract);
      // Confirmations fetched before signing say it is unsigned.
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.confirms });
      onSigned();
    },
  });
};
