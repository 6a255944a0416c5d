import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
} from '@yaocai/domain/contracts/activity-referral-reward';
import type { Executor } from '../../db/client.ts';
import { referralCodes, referrals, users } from './accounts.tables.ts';

const newCode = () =>
  Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
  ).join('');

const storedCode = async (db: Executor, userId: number) =>
  (
    await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId))
  )[0]?.code;

/**
 * The buyer's 老带新 code, made on first asking and the same ever after. Random, not derived from the
 * id; a clash with another buyer's code (or the buyer's own, asked twice at once) writes nothing and
 * the code is read again or drawn again.
 */
export async function referralCodeOf(db: Executor, userId: number): Promise<string> {
  for (;;) {
    const known = await storedCode(db, userId);
    if (known) return known;
    await db.insert(referralCodes).values({ userId, code: newCode() }).onConflictDoNothing();
  }
}

/**
 * Records, at registration, the buyer whose code brought the new buyer in. A code that names nobody,
 * or the buyer themself, records nothing: the registration stands without a referrer.
 */
export async function recordReferral(db: Executor, userId: number, code: string): Promise<boolean> {
  const [owner] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  if (!owner || owner.userId === userId) return false;
  const written = await db
    .insert(referrals)
    .values({ userId, referrerId: owner.userId })
    .onConflictDoNothing()
    .returning({ userId: referrals.userId });
  return written.length > 0;
}

/** Who referred the buyer, or null. */
export async function referrerOf(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ referrerId: referrals.referrerId })
    .from(referrals)
    .where(eq(referrals.userId, userId));
  return row?.referrerId ?? null;
}

/** The buyers a referrer brought in, newest first, with what the referrer's page shows of them. */
export async function referredBuyersOf(db: Executor, referrerId: number) {
  return db
    .select({
      userId: referrals.userId,
      company: users.company,
      phone: users.phone,
      registeredAt: referrals.createdAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.userId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.createdAt), desc(referrals.userId));
}
