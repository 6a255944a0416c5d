import { and, asc, eq, sql } from 'drizzle-orm';
import {
  LICENCE_EXPIRING_DAYS,
  LICENCE_TYPES,
  type Licence,
  type LicenceBody,
  type LicenceExpiry,
  type LicenceType,
} from '@yaocai/domain/contracts/licences';
import { badRequest, notFound } from '@yaocai/domain/errors';
import { chinaDayOf } from '@yaocai/domain/validation/dates';
import type { Executor, Transaction } from '../../db/client.ts';
import { buyerLicences } from './licences.tables.ts';

type LicenceRow = typeof buyerLicences.$inferSelect;

const DAY_MS = 86_400_000;

/** How a licence valid until `validUntil` (YYYY-MM-DD) stands on `today` (YYYY-MM-DD, China). */
export function expiryOf(validUntil: string | null, today: string): LicenceExpiry {
  if (validUntil === null) return 'none';
  if (validUntil < today) return 'expired';
  const daysLeft = (Date.parse(validUntil) - Date.parse(today)) / DAY_MS;
  return daysLeft <= LICENCE_EXPIRING_DAYS ? 'expiring' : 'valid';
}

const chinaToday = () => chinaDayOf(new Date());

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
