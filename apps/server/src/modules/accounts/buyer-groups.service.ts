import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from './accounts.tables.ts';

/** The other accounts of the buyer's group (branches of one chain), oldest first; none without a group. */
export async function buyerGroupPeers(db: Executor, userId: number) {
  const [me] = await db.select({ groupId: users.buyerGroupId }).from(users).where(eq(users.id, userId));
  if (!me?.groupId) return [];
  return db
    .select({
      id: users.id,
      company: users.company,
      name: users.name,
      phone: users.phone,
      status: users.status,
      businessScopes: users.businessScopes,
    })
    .from(users)
    .where(and(eq(users.buyerGroupId, me.groupId), ne(users.id, userId)))
    .orderBy(users.id);
}
