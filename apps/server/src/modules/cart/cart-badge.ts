import { count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Caches } from '../../cache/caches.ts';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { cartLines, carts } from './cart.tables.ts';

interface Badge {
  version: number;
  lines: number;
}

/** Badges by buyer, each valid for the cart version it was counted at. */
const badges = (caches: Caches) => caches.open<number, Badge>('cartBadges');

/** The cart's version as a subquery (0 before its first change), for a read that shows the badge. */
export const cartVersionOf = (userId: SQLWrapper): SQL<number> =>
  sql<number>`coalesce((select ${carts.version} from ${carts} where ${carts.userId} = ${userId}), 0)`;

/**
 * The cart badge (lines, not pieces, spec §4) of a cart at `version`. Every change to a buyer's lines
 * moves the version, on whichever instance makes it, so a count is reused only while it is exact.
 */
export async function cartBadge(
  db: Executor,
  caches: Caches,
  userId: number,
  version: number,
): Promise<number> {
  const known = badges(caches).get(userId);
  if (known?.version === version) return known.lines;
  const [counted] = await prepared(db, 'cart_badge', (db, name) =>
    db
      .select({ version: cartVersionOf(sql.placeholder('userId')), lines: count() })
      .from(cartLines)
      .where(eq(cartLines.userId, sql.placeholder('userId')))
      .prepare(name),
  ).execute({ userId });
  const badge = counted ?? { version, lines: 0 };
  // Version and count come from one statement, so they agree even while the cart changes.
  badges(caches).set(userId, badge);
  return badge.lines;
}
