import type {
  AdjustBalanceBody,
  BuyerMessageBody,
  BuyerProfileBody,
  CreditLineBody,
} from '@yaocai/domain/contracts/admin';
import type { AdminBuyerDetail } from '@yaocai/domain/contracts/admin-responses';
import { invalid } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import { concurrently, type Executor } from '../db/client.ts';
import { adminBuyerById } from '../modules/accounts/buyer-review.service.ts';
import {
  accountManagerList,
  buyerProfile,
  updateBuyerProfile,
  type BuyerProfile,
} from '../modules/accounts/buyer-profile.service.ts';
import { businessScopesInUse } from '../modules/catalog/goods-bulk.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { adjustBalance, balanceOf, creditOf, setCreditLine } from '../modules/money/money.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';

/** A buyer with their balance, credit line and account manager, for the console's buyer page. */
export async function buyerDetail(db: Executor, buyerId: number): Promise<AdminBuyerDetail> {
  const buyer = await adminBuyerById(db, buyerId);
  const [balance, credit, profile, managers] = await concurrently(
    db,
    () => balanceOf(db, buyerId),
    () => creditOf(db, buyerId),
    () => buyerProfile(db, buyerId),
    () => accountManagerList(db),
  );
  return {
    ...buyer,
    balance: fenToYuan(balance),
    balance_fen: balance,
    credit: credit && {
      limit: fenToYuan(credit.limitFen),
      limit_fen: credit.limitFen,
      used: fenToYuan(credit.usedFen),
      used_fen: credit.usedFen,
      term_days: credit.termDays,
    },
    manager: managers.find((manager) => manager.id === profile.managerId) ?? null,
  };
}

/** Adds to or takes from a buyer's balance with the reason; the buyer is told, the change audited. */
export async function adjustBuyerBalance(
  db: Executor,
  actor: AuditActor,
  buyerId: number,
  body: AdjustBalanceBody,
) {
  await db.transaction(async (tx) => {
    await adminBuyerById(tx, buyerId);
    const before = await balanceOf(tx, buyerId);
    const after = await adjustBalance(tx, buyerId, body.change_fen, body.reason);
    if (after === null) {
      throw invalid('change_fen', `余额不足：当前余额¥${fenToYuan(before)}，调整后不能为负`);
    }
    const change = `${body.change_fen > 0 ? '增加' : '扣减'}¥${fenToYuan(Math.abs(body.change_fen))}`;
    await sendMessage(tx, buyerId, {
      title: '账户余额变动',
      content: `您的账户余额${change}，当前余额¥${fenToYuan(after)}。原因：${body.reason}`,
    });
    await recordAudit(tx, actor, {
      action: 'buyer.balance',
      targetType: 'buyer',
      targetId: buyerId,
      before: { balance_fen: before },
      after: { balance_fen: after, change_fen: body.change_fen, reason: body.reason },
    });
  });
  return buyerDetail(db, buyerId);
}

/** Sets a buyer's credit line and repayment term, never below what is in use. */
export async function setBuyerCredit(db: Executor, actor: AuditActor, buyerId: number, body: CreditLineBody) {
  await db.transaction(async (tx) => {
    await adminBuyerById(tx, buyerId);
    const set = await setCreditLine(
      tx,
      buyerId,
      { limitFen: body.limit_fen, termDays: body.term_days },
      body.reason,
    );
    if (set === 'below-used') {
      const used = (await creditOf(tx, buyerId))?.usedFen ?? 0;
      throw invalid('limit_fen', `授信额度不能低于已用额度¥${fenToYuan(used)}`);
    }
    await sendMessage(tx, buyerId, {
      title: '授信额度调整',
      content: `您的授信额度已调整为¥${fenToYuan(body.limit_fen)}，账期${body.term_days}天。`,
    });
    await recordAudit(tx, actor, {
      action: 'buyer.credit',
      targetType: 'buyer',
      targetId: buyerId,
      before: set.before && { limit_fen: set.before.limitFen, term_days: set.before.termDays },
      after: { limit_fen: body.limit_fen, term_days: body.term_days, reason: body.reason },
    });
  });
  return buyerDetail(db, buyerId);
}

/** Sets the account manager shown to the buyer and their business scope, from the catalogue's. */
const profileWire = (profile: BuyerProfile) => ({
  manager_id: profile.managerId,
  business_scopes: profile.businessScopes,
  customer_type: profile.customerType,
  region: profile.region,
});

export async function setBuyerProfile(
  db: Executor,
  actor: AuditActor,
  buyerId: number,
  body: BuyerProfileBody,
) {
  const scopes = new Set(await businessScopesInUse(db));
  const unknown = body.business_scopes.find((scope) => !scopes.has(scope));
  if (unknown !== undefined) throw invalid('business_scopes', `经营范围「${unknown}」不存在`);
  await db.transaction(async (tx) => {
    const { before, after } = await updateBuyerProfile(tx, buyerId, {
      managerId: body.manager_id,
      businessScopes: body.business_scopes,
      customerType: body.customer_type,
      region: body.region,
    });
    await recordAudit(tx, actor, {
      action: 'buyer.profile',
      targetType: 'buyer',
      targetId: buyerId,
      before: profileWire(before),
      after: profileWire(after),
    });
  });
  return buyerDetail(db, buyerId);
}

/** An operator writes to a buyer (我的消息), audited with what was sent. */
export async function sendBuyerMessage(
  db: Executor,
  actor: AuditActor,
  buyerId: number,
  body: BuyerMessageBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    await adminBuyerById(tx, buyerId);
    await sendMessage(tx, buyerId, body);
    await recordAudit(tx, actor, {
      action: 'buyer.message',
      targetType: 'buyer',
      targetId: buyerId,
      after: { title: body.title, content: body.content },
    });
  });
}
