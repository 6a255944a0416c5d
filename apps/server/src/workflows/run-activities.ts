import type { ActivityBody } from '@yaocai/domain/contracts/admin-activities';
import type { Executor, Transaction } from '../db/client.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';
import {
  copyActivity,
  createActivity,
  publishActivity,
  stopActivity,
  updateActivity,
  type ActivityChange,
} from '../modules/promotions/activities.service.ts';
import { markPrizeSent } from '../modules/promotions/draw-records-admin.service.ts';
import { markExchangeShipped } from '../modules/promotions/points-exchanges-admin.service.ts';

/**
 * 营销活动 changed by an operator: each change and its audit row (the definition before and after) in
 * one transaction. The console and the demo seed both go through here.
 */
async function audited(
  db: Executor,
  actor: AuditActor,
  action: 'create' | 'update' | 'publish' | 'stop' | 'copy',
  change: (tx: Transaction) => Promise<ActivityChange>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { id, before, after } = await change(tx);
    await recordAudit(tx, actor, {
      action: `activity.${action}`,
      targetType: 'activity',
      targetId: id,
      before,
      after,
    });
    return id;
  });
}

export const createActivityAudited = (db: Executor, actor: AuditActor, body: ActivityBody) =>
  audited(db, actor, 'create', (tx) => createActivity(tx, body, actor.operatorId));

export const updateActivityAudited = (db: Executor, actor: AuditActor, id: number, body: ActivityBody) =>
  audited(db, actor, 'update', (tx) => updateActivity(tx, id, body, actor.operatorId));

export const publishActivityAudited = (db: Executor, actor: AuditActor, id: number) =>
  audited(db, actor, 'publish', (tx) => publishActivity(tx, id, actor.operatorId));

export const stopActivityAudited = (db: Executor, actor: AuditActor, id: number, reason: string) =>
  audited(db, actor, 'stop', (tx) => stopActivity(tx, id, reason, actor.operatorId));

export const copyActivityAudited = (db: Executor, actor: AuditActor, id: number) =>
  audited(db, actor, 'copy', (tx) => copyActivity(tx, id, actor.operatorId));

/** A prize draw's gift-goods win marked handed over, with its audit row, in one transaction. */
export const markPrizeSentAudited = (db: Executor, actor: AuditActor, recordId: number) =>
  db.transaction(async (tx) => {
    const { activityId, snapshot } = await markPrizeSent(tx, recordId, actor.operatorId);
    await recordAudit(tx, actor, {
      action: 'activity.prize_sent',
      targetType: 'activity',
      targetId: activityId,
      before: null,
      after: snapshot,
    });
  });

/** A 积分商城 goods exchange marked shipped, with its audit row, in one transaction. */
export const markExchangeShippedAudited = (db: Executor, actor: AuditActor, exchangeId: number) =>
  db.transaction(async (tx) => {
    const { activityId, snapshot } = await markExchangeShipped(tx, exchangeId, actor.operatorId);
    await recordAudit(tx, actor, {
      action: 'activity.exchange_shipped',
      targetType: 'activity',
      targetId: activityId,
      before: null,
      after: snapshot,
    });
  });
