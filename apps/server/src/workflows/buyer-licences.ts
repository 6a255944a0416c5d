import { LICENCE_TYPES, type LicenceBody, type LicenceType } from '@yaocai/domain/contracts/licences';
import { notFound } from '@yaocai/domain/errors';
import type { Executor, Transaction } from '../db/client.ts';
import { buyerIdentity } from '../modules/accounts/accounts.service.ts';
import { holdPrivateFiles } from '../modules/files/private-files.service.ts';
import { fileLicence, removeLicence, reviewLicence } from '../modules/licences/licences.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';

async function lockBuyer(tx: Transaction, buyerId: number) {
  if (!(await buyerIdentity(tx, buyerId, { lock: true }))) throw notFound('客户不存在');
}

const target = (buyerId: number, type: LicenceType) => `${buyerId}:${type}`;

/**
 * An operator files a buyer's licence from the paper copy (approved as filed), audited; its scans
 * become the buyer's to see.
 */
export function fileBuyerLicence(
  db: Executor,
  actor: AuditActor,
  buyerId: number,
  type: LicenceType,
  body: LicenceBody,
) {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, buyerId);
    const { before, after } = await fileLicence(tx, actor.operatorId, buyerId, type, body);
    await holdPrivateFiles(tx, buyerId, body.images);
    await recordAudit(tx, actor, {
      action: 'licence.file',
      targetType: 'buyer',
      targetId: target(buyerId, type),
      before,
      after,
    });
    return after;
  });
}

/** Approves or rejects a licence the buyer uploaded; either way the buyer is told. */
export function reviewBuyerLicence(
  db: Executor,
  actor: AuditActor,
  buyerId: number,
  type: LicenceType,
  decision: { approve: true } | { approve: false; reason: string },
) {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, buyerId);
    const reviewed = await reviewLicence(tx, actor.operatorId, buyerId, type, decision);
    const name = LICENCE_TYPES[type];
    await sendMessage(
      tx,
      buyerId,
      decision.approve
        ? { title: `${name}审核已通过`, content: `您上传的${name}已审核通过。` }
        : {
            title: `${name}审核未通过`,
            content: `您上传的${name}审核未通过，原因：${decision.reason}。请重新上传。`,
          },
    );
    await recordAudit(tx, actor, {
      action: decision.approve ? 'licence.approve' : 'licence.reject',
      targetType: 'buyer',
      targetId: target(buyerId, type),
      after: { state: reviewed.state, reason: reviewed.review_note || undefined },
    });
    return reviewed;
  });
}

export function removeBuyerLicence(db: Executor, actor: AuditActor, buyerId: number, type: LicenceType) {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, buyerId);
    const before = await removeLicence(tx, buyerId, type);
    await recordAudit(tx, actor, {
      action: 'licence.remove',
      targetType: 'buyer',
      targetId: target(buyerId, type),
      before,
    });
  });
}
