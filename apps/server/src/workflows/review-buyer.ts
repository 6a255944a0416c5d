import {
  DEFAULT_REQUIRED_LICENCES,
  describeShortfall,
  licenceShortfallOf,
  type ApproveBuyerBody,
} from '@yaocai/domain/contracts/licence-requirements';
import type { LicenceCheck } from '@yaocai/domain/contracts/licence-requirements-responses';
import { DomainError } from '@yaocai/domain/errors';
import { Code } from '@yaocai/domain/codes';
import type { Executor } from '../db/client.ts';
import { adminBuyerById, reviewBuyer } from '../modules/accounts/buyer-review.service.ts';
import { getShopSettings } from '../modules/content/settings.service.ts';
import { licencesOf } from '../modules/licences/licences.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';

/** What the buyer's kind requires (a shop setting) and which of it is not in force. */
export async function checkBuyerLicences(db: Executor, buyerId: number): Promise<LicenceCheck> {
  const buyer = await adminBuyerById(db, buyerId);
  const kind = (buyer.customer_type ?? 'other') as LicenceCheck['customer_type'];
  const shop = await getShopSettings(db);
  const required = shop.required_licences[kind] ?? DEFAULT_REQUIRED_LICENCES[kind];
  return {
    customer_type: kind,
    required,
    shortfall: licenceShortfallOf(required, await licencesOf(db, buyerId)),
  };
}

/**
 * Approves a registration: the buyer then sees prices and may buy, and is told so. While a licence
 * the buyer's kind requires is missing, refused, expired or unreviewed, only an explicit override
 * with a reason approves, and the audit keeps what fell short.
 */
export async function approveBuyer(
  db: Executor,
  actor: AuditActor,
  buyerId: number,
  body: ApproveBuyerBody = {},
) {
  return db.transaction(async (tx) => {
    // The state moves first, so a buyer already approved is told so; a refusal below undoes it.
    const { before, after } = await reviewBuyer(tx, buyerId, 'approved');
    const { shortfall } = await checkBuyerLicences(tx, buyerId);
    if (shortfall.length > 0 && !body.override) {
      const message = `该客户资质不全：${describeShortfall(shortfall)}。如仍要通过，请填写原因`;
      throw new DomainError(Code.invalid, message, 422, {
        licences: shortfall.map((item) => describeShortfall([item])),
      });
    }
    await sendMessage(tx, buyerId, {
      title: '资质审核已通过',
      content: '您的企业资质已审核通过，现在可以查看价格并下单采购。',
    });
    const override = shortfall.length > 0 && body.override;
    await recordAudit(tx, actor, {
      action: 'buyer.approve',
      targetType: 'buyer',
      targetId: buyerId,
      before: { status: before.status },
      after: override
        ? { status: after.status, override_reason: override.reason, licence_shortfall: shortfall }
        : { status: after.status },
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
