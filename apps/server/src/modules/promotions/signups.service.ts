import { and, count, desc, eq } from 'drizzle-orm';
import type { SignupBody, SignupDefinition } from '@yaocai/domain/contracts/activity-signup';
import { SIGNUP_MESSAGES } from '@yaocai/domain/contracts/activity-signup';
import type { SignupPage } from '@yaocai/domain/contracts/activity-signup-responses';
import { Code } from '@yaocai/domain/codes';
import { DomainError } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import { activitySignups, promotionActivities } from './promotions.tables.ts';
import { runningOf, shownActivity } from './shown-activity.service.ts';

const a = promotionActivities;
const refused = (message: string) => new DomainError(Code.badRequest, message, 400);

/** GET /api/activity/signup: the sign-up, places left and the buyer's own sign-up. */
export async function signupPage(db: Executor, userId: number | null): Promise<SignupPage> {
  const found = await shownActivity(db, 'signup');
  if (!found) {
    return {
      state: 'none',
      id: null,
      title: null,
      description: null,
      starts_at: null,
      ends_at: null,
      cap: 0,
      left: 0,
      mine: null,
    };
  }
  const { row, state } = found;
  const definition = row.definition as SignupDefinition;
  const [[{ n } = { n: 0 }], [mine]] = await Promise.all([
    db.select({ n: count() }).from(activitySignups).where(eq(activitySignups.activityId, row.id)),
    userId === null
      ? Promise.resolve([])
      : db
          .select()
          .from(activitySignups)
          .where(and(eq(activitySignups.activityId, row.id), eq(activitySignups.userId, userId))),
  ]);
  return {
    state,
    id: row.id,
    title: definition.title,
    description: definition.description,
    starts_at: row.startsAt.toISOString(),
    ends_at: (row.stoppedAt && row.stoppedAt < row.endsAt ? row.stoppedAt : row.endsAt).toISOString(),
    cap: definition.cap,
    left: Math.max(0, definition.cap - n),
    mine: mine
      ? {
          contact_name: mine.contactName,
          phone: mine.phone,
          remark: mine.remark,
          created_at: mine.createdAt.toISOString(),
        }
      : null,
  };
}

/**
 * Signs the buyer up for the running sign-up: under the activity's row lock (which orders sign-ups,
 * stops and edits), within the cap; a second sign-up of the same buyer is refused (and the unique
 * index would refuse it even so).
 */
export async function signUp(db: Executor, userId: number, body: SignupBody): Promise<void> {
  await db.transaction(async (tx) => {
    const [running] = await tx
      .select()
      .from(a)
      .where(runningOf('signup'))
      .orderBy(desc(a.startsAt), desc(a.id))
      .limit(1)
      .for('update');
    if (!running) throw refused(SIGNUP_MESSAGES.closed);
    const definition = running.definition as SignupDefinition;
    // One after the other: a transaction's queries share one connection.
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(activitySignups)
      .where(eq(activitySignups.activityId, running.id));
    const [already] = await tx
      .select({ id: activitySignups.id })
      .from(activitySignups)
      .where(and(eq(activitySignups.activityId, running.id), eq(activitySignups.userId, userId)));
    if (already) throw refused(SIGNUP_MESSAGES.twice);
    if (n >= definition.cap) throw refused(SIGNUP_MESSAGES.full);
    const inserted = await tx
      .insert(activitySignups)
      .values({
        activityId: running.id,
        userId,
        contactName: body.contact_name,
        phone: body.phone,
        remark: body.remark,
      })
      .onConflictDoNothing()
      .returning({ id: activitySignups.id });
    if (inserted.length === 0) throw refused(SIGNUP_MESSAGES.twice);
  });
}
