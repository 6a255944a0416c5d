import { Tag } from 'antd';
import { BUYER_REVIEW_LABEL, type BuyerReviewState } from '@yaocai/domain/contracts/admin';

const COLOR: Record<BuyerReviewState, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

export function BuyerStatusTag({ status }: { status: BuyerReviewState }) {
  return <Tag color={COLOR[status]}>{BUYER_REVIEW_LABEL[status]}</Tag>;
}
