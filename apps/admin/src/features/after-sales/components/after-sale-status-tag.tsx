import { Tag } from 'antd';
import { AFTER_SALE_STATES, type AfterSaleState } from '@yaocai/domain/contracts/after-sales';

const COLOR: Record<AfterSaleState, string> = {
  pending: 'orange',
  returning: 'blue',
  refunding: 'cyan',
  refunded: 'green',
  rejected: 'default',
};

export function AfterSaleStatusTag({ status }: { status: AfterSaleState }) {
  return <Tag color={COLOR[status]}>{AFTER_SALE_STATES[status]}</Tag>;
}
