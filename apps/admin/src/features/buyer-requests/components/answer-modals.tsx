import type { AdminFeedback, AdminPurchaseRequest } from '@yaocai/domain/contracts/buyer-requests-responses';
import { useAnswerFeedback, useAnswerRequest } from '../api/buyer-requests';
import { AnswerModal } from './answer-modal';

/** Answers a 求购 request. */
export function AnswerRequestModal({
  request,
  onClose,
}: {
  request: AdminPurchaseRequest;
  onClose: () => void;
}) {
  const answer = useAnswerRequest({ onAnswered: onClose });
  return (
    <AnswerModal
      title={`回复求购：${request.goods_name}`}
      intro={`${request.company}（${request.phone}）求购 ${request.quantity} 件${
        request.expected_price ? `，期望单价 ¥${request.expected_price}` : ''
      }。`}
      pending={answer.isPending}
      onAnswer={(text) => answer.mutate({ id: request.id, answer: text })}
      onClose={onClose}
    />
  );
}

/** Answers a buyer's feedback, once. */
export function AnswerFeedbackModal({ feedback, onClose }: { feedback: AdminFeedback; onClose: () => void }) {
  const answer = useAnswerFeedback({ onAnswered: onClose });
  return (
    <AnswerModal
      title={`回复意见反馈：${feedback.type_name}`}
      intro={`${feedback.company}（${feedback.phone}）反馈：${feedback.content}。`}
      pending={answer.isPending}
      onAnswer={(text) => answer.mutate({ id: feedback.id, answer: text })}
      onClose={onClose}
    />
  );
}
