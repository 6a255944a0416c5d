import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';

export interface CopyCartLinesInput {
  ids: number[];
  accountIds: number[];
}

export const copyCartLines = ({ ids, accountIds }: CopyCartLinesInput) =>
  api.postForMessage<{ copied: number }>(apiPaths.cart.copy, { ids, other_user_ids: accountIds });

export const useCopyCartLines = ({ onCopied }: { onCopied: () => void }) => {
  return useMutation({
    mutationFn: copyCartLines,
    onSuccess: ({ data, msg }) => {
      void message.success(msg || `已复制${data.copied}种商品`);
      onCopied();
    },
  });
};
