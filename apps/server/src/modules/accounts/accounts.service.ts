import { eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LoginBody, RegisterBody, UpdateUserInfoBody, UserState } from '@yaocai/domain/contracts/user';
import { invalid, notLoggedIn } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { countCartLines } from '../cart/cart-read.service.ts';
import { getShopSettings } from '../content/settings.service.ts';
import { countUnreadMessages } from '../messages/messages.service.ts';
import { accountManagers, users } from './accounts.tables.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.service.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { consumeCode } from './sms-codes.service.ts';

const PHONE_TAKEN = '该手机号已注册';
const WRONG_CREDENTIALS = '账号或密码错误';

export async function isPhoneTaken(db: Executor, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return row !== undefined;
}

export async function assertPhoneFree(db: Executor, phone: string): Promise<void> {
  if (await isPhoneTaken(db, phone)) throw invalid('phone', PHONE_TAKEN);
}

/** A new buyer starts unapproved (资质审核中) until an operator checks the qualification documents. */
export async function registerBuyer(db: Executor, input: RegisterBody): Promise<number> {
  await assertPhoneFree(db, input.phone);
  await consumeCode(db, input.phone, 'register', input.code);
  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insert(users)
    .values({
      phone: input.phone,
      email: input.email ?? null,
      passwordHash,
      name: input.name,
      company: input.company,
      status: 'pending',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const id = inserted[0]?.id;
  if (id === undefined) throw invalid('phone', PHONE_TAKEN);
  return id;
}

/** Checks a mobile-or-username and password; failures are throttled per account and per address. */
export async function authenticate(
  db: Executor,
  limits: Config['login'],
  input: LoginBody,
  ip: string,
): Promise<number> {
  const username = input.username.trim();
  await assertLoginAllowed(db, limits, username, ip);
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(or(eq(users.phone, username), eq(users.username, username)))
    .limit(1);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    await recordLoginFailure(db, username, ip);
    throw invalid('password', WRONG_CREDENTIALS);
  }
  await clearLoginFailures(db, limits, username);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return user.id;
}

/** Changing the phone, which is also the login name, needs a code sent to the new phone. */
export async function updateUserInfo(db: Executor, userId: number, input: UpdateUserInfoBody): Promise<void> {
  const [current] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!current) throw notLoggedIn();
  if (input.phone !== current.phone) {
    if (!input.code) throw invalid('code', '更换手机号需填写新手机号收到的短信验证码');
    await assertPhoneFree(db, input.phone);
    await consumeCode(db, input.phone, 'change_phone', input.code);
  }
  const updated = await db
    .update(users)
    .set({ name: input.name, phone: input.phone, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw invalid('phone', PHONE_TAKEN);
      throw error;
    });
  if (updated.length === 0) throw notLoggedIn();
}

export async function changePassword(db: Executor, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The User state of spec §3, from the buyer's row and what other modules know of them. */
export async function getUserState(db: Executor, userId: number): Promise<UserState> {
  const [found, cart, messageCount, shop] = await Promise.all([
    findUserWithManager(db, userId),
    countCartLines(db, userId),
    countUnreadMessages(db, userId),
    getShopSettings(db),
  ]);
  if (!found) throw notLoggedIn();
  const { user, manager } = found;
  return {
    show: true,
    username: user.username,
    name: user.name,
    phone: user.phone,
    company: user.company,
    face: user.face,
    rank: user.rank,
    admin: manager && { name: manager.name, phone: manager.phone, is_default: manager.isDefault ? 1 : 0 },
    address: user.address,
    is_passed: user.status === 'approved' ? 1 : 0,
    points: user.points,
    cart,
    message_count: messageCount,
    wechat: user.wechat,
    common_config: shop.common_config,
    quality_inspection: shop.quality_inspection,
    login_url: '/login',
    is_show_youx: shop.features.is_show_youx ? 1 : 0,
    is_special: user.isSpecial ? 1 : 0,
    is_can_chat: shop.features.is_can_chat ? 1 : 0,
    token: null,
    is_AfterSale: shop.features.is_after_sale ? 1 : 0,
  };
}

/**
 * The buyer with their own account manager, else the shop's default one. `isDefault` tells the two
 * apart for the 专属客服 label (spec §6).
 */
async function findUserWithManager(db: Executor, userId: number) {
  const defaultManager = alias(accountManagers, 'default_manager');
  const [row] = await db
    .select({
      user: users,
      own: { name: accountManagers.name, phone: accountManagers.phone },
      fallback: { name: defaultManager.name, phone: defaultManager.phone },
    })
    .from(users)
    .leftJoin(accountManagers, eq(accountManagers.id, users.accountManagerId))
    .leftJoin(defaultManager, eq(defaultManager.isDefault, true))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const manager = row.own
    ? { ...row.own, isDefault: false }
    : row.fallback
      ? { ...row.fallback, isDefault: true }
      : null;
  return { user: row.user, manager };
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
}
