import { and, asc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  LICENCE_EXPIRING_DAYS,
  LICENCE_MESSAGES,
  LICENCE_NOTICE_DAYS,
  LICENCE_TYPES,
  licenceHoldReason,
  REQUIRED_LICENCE_TYPES,
  type Licence,
  type LicenceBody,
  type LicenceExpiry,
  type LicenceType,
} from '@yaocai/domain/contracts/licences';
import { badRequest, forbidden, invalid, notFound } from '@yaocai/domain/errors';
import { chinaDayOf } from '@yaocai/domain/validation/dates';
import type { Executor, Transaction } from '../../db/client.ts';
import { assertHeldPrivateFiles } from '../files/private-files.service.ts';
import { buyerLicences, licenceNotices } from './licences.tables.ts';

type LicenceRow = typeof buyerLicences.$inferSelect;

const DAY_MS = 86_400_000;

/** How a licence valid until `validUntil` (YYYY-MM-DD) stands on `today` (YYYY-MM-DD, China). */
export function expiryOf(validUntil: string | null, today: string): LicenceExpiry {
  if (validUntil === null) return 'none';
  if (validUntil < today) return 'expired';
  const daysLeft = (Date.parse(validUntil) - Date.parse(today)) / DAY_MS;
  return daysLeft <= LICENCE_EXPIRING_DAYS ? 'expiring' : 'valid';
}

export const chinaToday = () => chinaDayOf(new Date());

const toLicence = (row: LicenceRow, today: string): Licence => ({
  type: row.type,
  type_name: LICENCE_TYPES[row.type],
  number: row.number,
  holder: row.holder,
  valid_until: row.validUntil,
  expiry: expiryOf(row.validUntil, today),
  images: row.images,
  state: row.state,
  review_note: row.reviewNote,
  submitted_by: row.submittedBy,
  updated_at: row.updatedAt.toISOString(),
});

/** A buyer's licences, in the order of LICENCE_TYPES. */
export async function licencesOf(db: Executor, userId: number): Promise<Licence[]> {
  const rows = await db
    .select()
    .from(buyerLicences)
    .where(eq(buyerLicences.userId, userId))
    .orderBy(asc(buyerLicences.id));
  const order = Object.keys(LICENCE_TYPES);
  const today = chinaToday();
  return rows
    .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type))
    .map((row) => toLicence(row, today));
}

async function lockedLicence(
  tx: Transaction,
  userId: number,
  type: LicenceType,
): Promise<LicenceRow | undefined> {
  const [row] = await tx
    .select()
    .from(buyerLicences)
    .where(and(eq(buyerLicences.userId, userId), eq(buyerLicences.type, type)))
    .for('update');
  return row;
}

/**
 * An operator files a licence from the paper copy: it replaces the one of that type and counts as
 * reviewed by them. Answers it before (if any) and after.
 */
export async function fileLicence(
  tx: Transaction,
  operatorId: number,
  userId: number,
  type: LicenceType,
  body: LicenceBody,
): Promise<{ before: Licence | null; after: Licence }> {
  const today = chinaToday();
  const before = await lockedLicence(tx, userId, type);
  const values = {
    number: body.number,
    holder: body.holder,
    validUntil: body.valid_until && chinaDayOf(body.valid_until),
    images: body.images,
    state: 'approved' as const,
    reviewNote: '',
    submittedBy: 'operator' as const,
    reviewedBy: operatorId,
    reviewedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  const [after] = await tx
    .insert(buyerLicences)
    .values({ userId, type, ...values })
    .onConflictDoUpdate({ target: [buyerLicences.userId, buyerLicences.type], set: values })
    .returning();
  return { before: before ? toLicence(before, today) : null, after: toLicence(after!, today) };
}

/** Approves (note '') or rejects (with the reason) a licence waiting for review. */
export async function reviewLicence(
  tx: Transaction,
  operatorId: number,
  userId: number,
  type: LicenceType,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<Licence> {
  const row = await lockedLicence(tx, userId, type);
  if (!row) throw notFound('证照不存在');
  if (row.state !== 'pending') throw badRequest('该证照已审核过');
  const [reviewed] = await tx
    .update(buyerLicences)
    .set({
      state: decision.approve ? 'approved' : 'rejected',
      reviewNote: decision.approve ? '' : decision.reason,
      reviewedBy: operatorId,
      reviewedAt: sql`now()`,
    })
    .where(eq(buyerLicences.id, row.id))
    .returning();
  return toLicence(reviewed!, chinaToday());
}

export async function removeLicence(tx: Transaction, userId: number, type: LicenceType): Promise<Licence> {
  const row = await lockedLicence(tx, userId, type);
  if (!row) throw notFound('证照不存在');
  await tx.delete(buyerLicences).where(eq(buyerLicences.id, row.id));
  return toLicence(row, chinaToday());
}

/**
 * The buyer uploads a licence, new or replacing the one of that type: it waits for review in the
 * console, and until approved it does not count (a required one holds orders meanwhile). Its scans
 * are pictures the buyer uploaded (or an operator filed for them), never another buyer's.
 */
export async function submitLicence(
  tx: Transaction,
  userId: number,
  type: LicenceType,
  body: LicenceBody,
): Promise<Licence> {
  const today = chinaToday();
  const validUntil = body.valid_until && chinaDayOf(body.valid_until);
  if (validUntil && validUntil < today) throw invalid('valid_until', LICENCE_MESSAGES.expiredCopy);
  await assertHeldPrivateFiles(tx, userId, body.images, {
    field: 'images',
    message: LICENCE_MESSAGES.notOwnScan,
  });
  const values = {
    number: body.number,
    holder: body.holder,
    validUntil,
    images: body.images,
    state: 'pending' as const,
    reviewNote: '',
    submittedBy: 'buyer' as const,
    reviewedBy: null,
    reviewedAt: null,
    updatedAt: sql`now()`,
  };
  const [row] = await tx
    .insert(buyerLicences)
    .values({ userId, type, ...values })
    .onConflictDoUpdate({ target: [buyerLicences.userId, buyerLicences.type], set: values })
    .returning();
  return toLicence(row!, today);
}

/** Why the buyer cannot order now: the first required licence on file that is not in force, or null. */
export async function licenceHold(db: Executor, userId: number): Promise<string | null> {
  const rows = await db
    .select()
    .from(buyerLicences)
    .where(and(eq(buyerLicences.userId, userId), inArray(buyerLicences.type, [...REQUIRED_LICENCE_TYPES])));
  const today = chinaToday();
  for (const type of REQUIRED_LICENCE_TYPES) {
    const row = rows.find((found) => found.type === type);
    const reason = row && licenceHoldReason(toLicence(row, today));
    if (reason) return reason;
  }
  return null;
}

const CATCH_UP_DAYS = 30;

/** Refuses an order or a payment while a required licence is not in force, saying which and why. */
export async function assertLicencesInForce(db: Executor, userId: number): Promise<void> {
  const reason = await licenceHold(db, userId);
  if (reason) throw forbidden(reason);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

export interface ExpiryNotice {
  userId: number;
  type: LicenceType;
  validUntil: string;
  /** 30 or 7 before the expiry, 0 once it is reached. */
  daysBefore: number;
}

/**
 * Records the expiry notices due today for approved licences, each once: the nearest threshold a
 * licence has reached (a day missed is caught up, without the older notices it made stale).
 * Answers the notices recorded now, for the buyers to be told in the same transaction.
 */
export async function recordDueExpiryNotices(tx: Transaction, today: string): Promise<ExpiryNotice[]> {
  const due = await tx
    .select({
      id: buyerLicences.id,
      userId: buyerLicences.userId,
      type: buyerLicences.type,
      validUntil: buyerLicences.validUntil,
    })
    .from(buyerLicences)
    .where(
      and(
        eq(buyerLicences.state, 'approved'),
        isNotNull(buyerLicences.validUntil),
        lte(buyerLicences.validUntil, addDays(today, LICENCE_NOTICE_DAYS[0])),
        // A run missed for a while is caught up within a month; older expiries show in the header.
        gte(buyerLicences.validUntil, addDays(today, -CATCH_UP_DAYS)),
      ),
    )
    .orderBy(asc(buyerLicences.id));
  const notices: ExpiryNotice[] = [];
  for (const licence of due) {
    const validUntil = licence.validUntil!;
    const daysLeft = Math.round((Date.parse(validUntil) - Date.parse(today)) / DAY_MS);
    const daysBefore = [...LICENCE_NOTICE_DAYS].reverse().find((days) => daysLeft <= days)!;
    const recorded = await tx
      .insert(licenceNotices)
      .values({ licenceId: licence.id, validUntil, daysBefore })
      .onConflictDoNothing()
      .returning({ licenceId: licenceNotices.licenceId });
    if (recorded.length > 0)
      notices.push({ userId: licence.userId, type: licence.type, validUntil, daysBefore });
  }
  return notices;
}

/** The ids of buyers with a licence waiting for review, as a subquery for the console's buyer list. */
export const buyersWithPendingLicences = (db: Executor): SQL =>
  sql`(${db
    .selectDistinct({ userId: buyerLicences.userId })
    .from(buyerLicences)
    .where(eq(buyerLicences.state, 'pending'))})`;
