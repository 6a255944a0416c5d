import type { Executor } from '../db/client.ts';
import { reviewBuyer } from '../modules/accounts/buyer-review.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';

/** Approves a registration: the buyer then sees prices and may buy, and is told so. */
export async function approveBuyer(db: Executor, actor: AuditActor, buyerId: number) {
  return db.transaction(async (tx) => {
    const { before, after } = await reviewBuyer(tx, buyerId, 'approved');
    await sendMessage(tx, buyerId, {
      title: '资质审核已通过',
      content: '您的企业资质已审核通过，现在可以查看价格并下单采购。',
    });
    await recordAudit(tx, actor, {
      action: 'buyer.approve',
      targetType: 'buyer',
      targetId: buyerId,
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  });
}

/** Rejects a registration with the reason, which the buyer is sent. */
export async function rejectBuyer(db: Executor, actor: AuditActor, buyerId: number, reason: string) {
  return db.transaction(async (tx) => {
    const { before, after } = await reviewBuyer(tx, buyerId, 'rejected');
    await sendMessage(tx, buyerId, {
      title: '资质审核未通过',
      content: `您的企业资质审核未通过，原因：${reason}。请按要求补充资料后联系客服重新审核。`,
    });
    await recordAudit(tx, actor, {
      action: 'buyer.reject',
      targetType: 'buyer',
      targetId: buyerId,
      before: { status: before.status },
      after: { status: after.status, reason },
    });
    return after;
  });
}
