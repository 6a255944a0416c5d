import type { Executor } from '../db/client.ts';
import { answerRequest } from '../modules/buyer-requests/buyer-requests.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';

/** An operator answers a 求购 request: the buyer gets the answer as a message; the answer is audited. */
export function answerPurchaseRequest(db: Executor, actor: AuditActor, requestId: number, answer: string) {
  return db.transaction(async (tx) => {
    const answered = await answerRequest(tx, actor.operatorId, requestId, answer);
    await sendMessage(tx, answered.userId, {
      title: `求购回复：${answered.goodsName}`,
      content: `您求购的「${answered.goodsName}」${answered.spec ? `（${answered.spec}）` : ''}${answered.quantity}件，客服回复：${answer}`,
    });
    await recordAudit(tx, actor, {
      action: 'purchase_request.answer',
      targetType: 'buyer',
      targetId: answered.userId,
      after: { request_id: requestId, goods_name: answered.goodsName, answer },
    });
    return answered.userId;
  });
}
