import type { Database } from '../db/client.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { users, type BuyerStatus } from '../modules/accounts/accounts.tables.ts';

let sequence = 0;

/** argon2 is slow on purpose; buyers sharing a password share its hash, so a test can insert hundreds. */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string): Promise<string> => {
  let hashed = hashes.get(password);
  if (!hashed) hashes.set(password, (hashed = hashPassword(password)));
  return hashed;
};

export interface BuyerOverrides {
  phone?: string;
  username?: string | null;
  password?: string;
  company?: string;
  name?: string;
  status?: BuyerStatus;
  accountManagerId?: number | null;
  buyerGroupId?: number | null;
  businessScopes?: string[];
}

/** A buyer row straight in the database; returns it with the plain password to log in with. */
export async function insertBuyer(db: Database, overrides: BuyerOverrides = {}) {
  sequence += 1;
  const password = overrides.password ?? 'test123456';
  const phone =
    overrides.phone ??
    `139${String(process.pid % 10_000).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
  const [user] = await db
    .insert(users)
    .values({
      phone,
      username: overrides.username ?? null,
      passwordHash: await hashOf(password),
      name: overrides.name ?? '测试联系人',
      company: overrides.company ?? `测试药房${sequence}`,
      status: overrides.status ?? 'approved',
      accountManagerId: overrides.accountManagerId ?? null,
      buyerGroupId: overrides.buyerGroupId ?? null,
      businessScopes: overrides.businessScopes ?? [],
    })
    .returning();
  if (!user) throw new Error('buyer was not inserted');
  return { ...user, password };
}
