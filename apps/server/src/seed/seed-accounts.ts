import { LICENCE_TYPES } from '@yaocai/domain/contracts/licences';
import type { Executor } from '../db/client.ts';
import {
  accountManagers,
  addresses,
  buyerGroups,
  pointsLedger,
  users,
} from '../modules/accounts/accounts.tables.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { buyerLicences } from '../modules/licences/licences.tables.ts';
import { messages } from '../modules/messages/messages.tables.ts';
import { LEDGER_KIND } from '../modules/money/money.service.ts';
import { balanceLedger, balances, creditLedger, creditLines } from '../modules/money/money.tables.ts';
import { createOperator } from '../modules/operators/operators.service.ts';
import { coupons, userCoupons } from '../modules/promotions/promotions.tables.ts';
import { accountManagerSeeds, welcomeMessages } from './data/content.ts';
import { DEMO_BUYER_GROUP, demoAccounts, type DemoBuyer } from './demo-accounts.ts';
import { businessScopes } from './goods-bases.ts';
import { licenceImage } from './images.ts';
import { nth } from './lists.ts';

const OPENING_BALANCE_FEN = 500_000;
const CREDIT_LIMIT_FEN = 5_000_000;
/** The approved demo buyers may buy every class except biologics, so 生物制品 shows as not buyable. */
const approvedScopes = Object.values(businessScopes).filter((scope) => scope !== businessScopes.biologic);

/** The demo buyers and operators; returns the id of the operator with every permission. */
export async function seedAccounts(db: Executor): Promise<number> {
  const managerIds = await seedAccountManagers(db);
  const [group] = await db
    .insert(buyerGroups)
    .values({ name: DEMO_BUYER_GROUP })
    .returning({ id: buyerGroups.id });
  const { approvedBuyer, groupBuyer, pendingBuyer, operator, serviceOperator } = demoAccounts;
  const approvedId = await insertBuyer(db, approvedBuyer, {
    buyerGroupId: group?.id ?? null,
    accountManagerId: nth(managerIds, 0),
    businessScopes: approvedScopes,
    points: 1280,
  });
  const groupId = await insertBuyer(db, groupBuyer, {
    buyerGroupId: group?.id ?? null,
    accountManagerId: nth(managerIds, 1),
    businessScopes: approvedScopes,
    points: 360,
  });
  await insertBuyer(db, pendingBuyer, {
    buyerGroupId: null,
    accountManagerId: null,
    businessScopes: [],
    points: 0,
  });
  // The points the demo buyers start with, each with its ledger row, as the points page lists them.
  await db.insert(pointsLedger).values([
    { userId: approvedId, change: 1280, balanceAfter: 1280, kind: '期初积分', memo: '历史订单积分' },
    { userId: groupId, change: 360, balanceAfter: 360, kind: '期初积分', memo: '历史订单积分' },
  ]);
  await seedMoney(db, approvedId);
  await seedLicences(db, approvedId, approvedBuyer.company);
  await seedCoupons(db, [approvedId, groupId]);
  await db.insert(messages).values(welcomeMessages.map((message) => ({ ...message, userId: approvedId })));
  const operatorId = await createOperator(db, operator);
  await createOperator(db, serviceOperator);
  return operatorId;
}

/**
 * The demo buyer's licences on file: one without end, one valid for years, and the GSP certificate
 * running out within the month, as the console shows it.
 */
async function seedLicences(db: Executor, userId: number, holder: string): Promise<void> {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const filed = [
    { type: 'business_licence', number: '91330100MA2DEMO02Y', validUntil: null },
    { type: 'drug_trading', number: '浙AA5710666（演示）', validUntil: inDays(3 * 365) },
    { type: 'gsp', number: 'ZJ-GSP-2023-0666（演示）', validUntil: inDays(20) },
  ] as const;
  await db.insert(buyerLicences).values(
    filed.map((licence) => ({
      userId,
      ...licence,
      holder,
      images: [licenceImage(LICENCE_TYPES[licence.type])],
      state: 'approved' as const,
      submittedBy: 'operator' as const,
    })),
  );
}

/** Inserts the default manager and returns the dedicated managers' ids. */
async function seedAccountManagers(db: Executor): Promise<number[]> {
  await db.insert(accountManagers).values({ ...accountManagerSeeds.default, isDefault: true });
  const rows = await db
    .insert(accountManagers)
    .values(accountManagerSeeds.dedicated)
    .returning({ id: accountManagers.id });
  return rows.map((row) => row.id);
}

interface BuyerExtras {
  buyerGroupId: number | null;
  accountManagerId: number | null;
  businessScopes: string[];
  points: number;
}

async function insertBuyer(db: Executor, buyer: DemoBuyer, extras: BuyerExtras): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      phone: buyer.phone,
      passwordHash: await hashPassword(buyer.password),
      name: buyer.name,
      company: buyer.company,
      address: buyer.address,
      taxNo: buyer.vat?.taxNo ?? null,
      vatBank: buyer.vat?.bank ?? null,
      vatAccount: buyer.vat?.account ?? null,
      vatAddress: buyer.vat?.address ?? null,
      vatPhone: buyer.vat?.phone ?? null,
      status: buyer.status,
      // The province of the registered address, as staff would place them; the demo's two approved
      // buyers are branches of one chain, the waiting one a clinic.
      region: /^(.+?)省/.exec(buyer.address)?.[1] ?? null,
      customerType: buyer.status === 'approved' ? 'chain' : 'clinic',
      ...extras,
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`Could not insert buyer ${buyer.phone}`);
  await db.insert(addresses).values({ userId: row.id, ...deliveryAddress(buyer), isDefault: true });
  return row.id;
}

/** The registered address as a delivery address: 浙江省 / 杭州市 / 上城区 / the rest. */
function deliveryAddress(buyer: DemoBuyer) {
  const [, province = '', city = '', district = '', detail = buyer.address] =
    /^(.+?省)(.+?市)(.+?区)(.+)$/.exec(buyer.address) ?? [];
  return { name: buyer.name, phone: buyer.phone, province, city, district, detail: detail.trim() };
}

/** The shop's coupons in each approved buyer's hands (those on offer to claim are coupon campaigns). */
async function seedCoupons(db: Executor, userIds: number[]): Promise<void> {
  const DAY = 86_400_000;
  const now = Date.now();
  const window = { startsAt: new Date(now - DAY), endsAt: new Date(now + 30 * DAY) };
  const issued = await db
    .insert(coupons)
    .values([
      { name: '新客满300减15', kind: 'amount' as const, thresholdFen: 30_000, valueFen: 1_500, ...window },
      { name: '满1000减60', kind: 'amount' as const, thresholdFen: 100_000, valueFen: 6_000, ...window },
      {
        name: '满800享9.5折',
        kind: 'discount' as const,
        thresholdFen: 80_000,
        valueFen: 95,
        capFen: 10_000,
        ...window,
      },
    ])
    .returning({ id: coupons.id });
  await db
    .insert(userCoupons)
    .values(userIds.flatMap((userId) => issued.map(({ id }) => ({ userId, couponId: id }))));
}

/** Opening balance and credit line, each with its ledger row; a grant's change is the limit granted. */
async function seedMoney(db: Executor, userId: number): Promise<void> {
  await db.insert(balances).values({ userId, amountFen: OPENING_BALANCE_FEN });
  await db.insert(balanceLedger).values({
    userId,
    changeFen: OPENING_BALANCE_FEN,
    balanceAfterFen: OPENING_BALANCE_FEN,
    kind: LEDGER_KIND.topUp,
    memo: '期初余额',
  });
  await db.insert(creditLines).values({ userId, limitFen: CREDIT_LIMIT_FEN, usedFen: 0 });
  await db.insert(creditLedger).values({
    userId,
    changeFen: CREDIT_LIMIT_FEN,
    usedAfterFen: 0,
    kind: 'grant',
    memo: '授信额度 50,000.00 元',
  });
}
