import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { WECHAT_MESSAGES, type WechatBinding } from '@yaocai/domain/contracts/user';
import { badRequest, notLoggedIn } from '@yaocai/domain/errors';
import type { Executor } from '../../../db/client.ts';
import { isUniqueViolation } from '../accounts.service.ts';
import { users } from '../accounts.tables.ts';
import type { WechatIdentity } from './wechat-provider.ts';

export async function wechatBindingOf(db: Executor, userId: number): Promise<WechatBinding> {
  const [row] = await db
    .select({ openid: users.wechatOpenid, nickname: users.wechatNickname, at: users.wechatBoundAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notLoggedIn();
  return { bound: row.openid !== null, nickname: row.nickname, bound_at: row.at?.toISOString() ?? null };
}

/** Binds the WeChat user to the buyer; one already bound to another account is refused. */
export async function bindWechat(db: Executor, userId: number, identity: WechatIdentity): Promise<void> {
  await db
    .update(users)
    .set({ wechatOpenid: identity.openid, wechatNickname: identity.nickname, wechatBoundAt: sql`now()` })
    .where(eq(users.id, userId))
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw badRequest(WECHAT_MESSAGES.taken);
      throw error;
    });
}

export async function unbindWechat(db: Executor, userId: number): Promise<void> {
  const unbound = await db
    .update(users)
    .set({ wechatOpenid: null, wechatNickname: null, wechatBoundAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.wechatOpenid)))
    .returning({ id: users.id });
  if (unbound.length === 0) throw badRequest(WECHAT_MESSAGES.notBound);
}
