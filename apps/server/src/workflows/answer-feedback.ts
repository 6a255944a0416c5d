import type { Executor } from '../db/client.ts';
import { answerFeedback } from '../modules/buyer-requests/buyer-requests.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';

/** How much of the feedback the buyer's message quotes, so they know which one was answered. */
const QUOTED = 30;

/** An operator answers a buyer's feedback, once: the buyer gets the answer as a message; it is audited. */
export function answerBuyerFeedback(db: Executor, actor: AuditActor, feedbackId: number, answer: string) {
  return db.transaction(async (tx) => {
    const answered = await answerFeedback(tx, actor.operatorId, feedbackId, answer);
    const quoted =
      answered.content.length > QUOTED ? `${answered.content.slice(0, QUOTED)}…` : answered.content;
    await sendMessage(tx, answered.userId, {
      title: '意见反馈回复',
      content: `您的意见反馈「${quoted}」，客服回复：${answer}`,
    });
    await recordAudit(tx, actor, {
      action: 'feedback.answer',
      targetType: 'buyer',
      targetId: answered.userId,
      before: { feedback_id: feedbackId, status: 'pending' },
      after: { feedback_id: feedbackId, status: 'answered', answer },
    });
    return answered.userId;
  });
}
