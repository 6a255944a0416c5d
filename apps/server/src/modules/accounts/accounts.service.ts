import { eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PHONE_NOT_REGISTERED,
  type ForgotPasswordBody,
  type InvoiceInfo,
  type InvoiceInfoBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type UpdateUserInfoBody,
  type UserState,
} from '@yaocai/domain/contracts/user';
import { INVOICE_TYPE, type InvoiceType } from '@yaocai/domain/contracts/invoice';
import { invalid, notLoggedIn } from '@yaocai/domain/errors';
import type { Database, Executor } from '../../db/client.ts';
import { accountManagers, users, type SmsScene } from './accounts.tables.ts';
import type { PasswordAttempts } from './login-throttle.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { deleteUserSessions } from './sessions.service.ts';
import { recordReferral } from './referrals.service.ts';
import { consumeCode } from './sms-codes.service.ts';

const PHONE_TAKEN = '该手机号已注册';
const WRONG_CREDENTIALS = '账号或密码错误';

export async function isPhoneTaken(db: Executor, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return row !== undefined;
}

async function assertPhoneFree(db: Executor, phone: string): Promise<void> {
  if (await isPhoneTaken(db, phone)) throw invalid('phone', PHONE_TAKEN);
}

/** A new buyer starts unapproved (资质审核中) until an operator checks the qualification documents. */
export async function registerBuyer(db: Database, input: RegisterBody): Promise<number> {
  await assertPhoneFree(db, input.phone);
  await consumeCode(db, input.phone, 'register', input.code);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const inserted = await tx
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
    if (input.ref) await recordReferral(tx, id, input.ref);
    return id;
  });
}

/**
 * Checks a mobile-or-username and password. The attempt is counted before the password is checked
 * (so parallel guesses cannot outrun the limit) and forgiven when it is right.
 */
export async function authenticate(
  db: Executor,
  input: LoginBody,
  attempts: PasswordAttempts,
): Promise<number> {
  await attempts.take(input.username);
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(or(eq(users.phone, input.username), eq(users.username, input.username)))
    .limit(1);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk) throw invalid('password', WRONG_CREDENTIALS);
  await attempts.clear(input.username);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return user.id;
}

/**
 * What an SMS code asked for is for: a visitor registers; a signed-in buyer proves their own phone
 * (to change the password) or moves the account to a new one, which must be free.
 */
export async function codeScene(
  db: Executor,
  userId: number | null,
  phone: string,
  asked?: 'forgot_password',
): Promise<SmsScene> {
  if (userId !== null && (await accountPhone(db, userId)) === phone) return 'reset_password';
  if (userId === null && asked === 'forgot_password') {
    if (!(await isPhoneTaken(db, phone))) throw invalid('phone', PHONE_NOT_REGISTERED);
    return 'reset_password';
  }
  await assertPhoneFree(db, phone);
  return userId === null ? 'register' : 'change_phone';
}

async function accountPhone(db: Executor, userId: number): Promise<string> {
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!user) throw notLoggedIn();
  return user.phone;
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

/**
 * A new password, proven by the current one (counted like a login, under the phone as account name)
 * or by a code sent to the buyer's own phone. Every session of the buyer ends with the old password.
 */
export async function changePassword(
  db: Database,
  userId: number,
  input: ResetPasswordBody,
  attempts: PasswordAttempts,
): Promise<void> {
  const [user] = await db
    .select({ phone: users.phone, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notLoggedIn();
  if (input.old_password !== undefined) {
    await attempts.take(user.phone);
    if (!(await verifyPassword(user.passwordHash, input.old_password))) {
      throw invalid('old_password', '当前密码不正确');
    }
    await attempts.clear(user.phone);
  } else if (input.code !== undefined) {
    await consumeCode(db, user.phone, 'reset_password', input.code);
  } else {
    throw invalid('old_password', '请填写当前密码');
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await deleteUserSessions(tx, userId);
  });
}

/**
 * 忘记密码: a new password for the account of this phone, proven by a code sent to it. Every session
 * of the account ends. Refused alike for an unknown phone and a wrong code, after the code is spent.
 */
export async function resetForgottenPassword(db: Database, input: ForgotPasswordBody): Promise<void> {
  await consumeCode(db, input.phone, 'reset_password', input.code);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.phone, input.phone))
      .returning({ id: users.id });
    if (!user) throw invalid('phone', PHONE_NOT_REGISTERED);
    await deleteUserSessions(tx, user.id);
  });
}

const defaultManager = alias(accountManagers, 'default_manager');

/**
 * The buyer as the User state shows them, with their own account manager and the shop's default
 * one, and `extras`: figures other modules work out for the buyer (given the buyer id column),
 * read in the same statement. The buyer's id is the placeholder `userId`; prepare the result.
 */
export function buyerProfileQuery<Extras extends Record<string, SQL<number>>>(
  db: Executor,
  extras: (userId: SQLWrapper) => Extras,
) {
  return db
    .select({
      username: users.username,
      name: users.name,
      phone: users.phone,
      company: users.company,
      face: users.face,
      rank: users.rank,
      address: users.address,
      status: users.status,
      points: users.points,
      wechat: users.wechat,
      isSpecial: users.isSpecial,
      own: { name: accountManagers.name, phone: accountManagers.phone },
      fallback: { name: defaultManager.name, phone: defaultManager.phone },
      ...extras(users.id),
    })
    .from(users)
    .leftJoin(accountManagers, eq(accountManagers.id, users.accountManagerId))
    .leftJoin(defaultManager, eq(defaultManager.isDefault, true))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1);
}

type Manager = { name: string; phone: string } | null;

/** The buyer's own account manager, else the shop's default one; `is_default` tells them apart (spec §6). */
export function accountManagerOf(profile: { own: Manager; fallback: Manager }): UserState['admin'] {
  if (profile.own) return { name: profile.own.name, phone: profile.own.phone, is_default: 0 };
  if (profile.fallback) return { name: profile.fallback.name, phone: profile.fallback.phone, is_default: 1 };
  return null;
}

/** Whether a write broke a unique index (PostgreSQL 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
}

/** The buyer's 开票信息, with whether it is complete enough for a special VAT invoice. */
export async function invoiceInfoOf(db: Executor, userId: number): Promise<InvoiceInfo> {
  const [row] = await db.select(invoiceColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notLoggedIn();
  return invoiceInfoFrom(row);
}

/** What `invoiceInfoFrom` reads of the buyer's row. */
export const invoiceColumns = {
  company: users.company,
  taxNo: users.taxNo,
  bank: users.vatBank,
  account: users.vatAccount,
  address: users.vatAddress,
  phone: users.vatPhone,
};

type InvoiceColumns = { [K in keyof typeof invoiceColumns]: (typeof invoiceColumns)[K]['_']['data'] | null };

export function invoiceInfoFrom(row: InvoiceColumns): InvoiceInfo {
  const info = {
    company: row.company ?? '',
    tax_no: row.taxNo ?? '',
    bank_name: row.bank ?? '',
    bank_account: row.account ?? '',
    address: row.address ?? '',
    phone: row.phone ?? '',
  };
  return { ...info, complete: Object.values(info).every((value) => value !== '') };
}

/** The buyer as an invoice names them. */
export interface InvoiceBuyer {
  title: string;
  taxNo: string;
  /** A special VAT invoice's only. */
  addressPhone?: string;
  bankAccount?: string;
}

/**
 * The buyer as an invoice of `type` names them, from their 开票信息 `info`: the title they gave, else
 * their company; a special VAT invoice also the tax number, address and phone, bank and account.
 * Orders freeze it when submitted; a reissue takes it again as it is now.
 */
export function invoiceBuyerOf(info: InvoiceInfo, type: InvoiceType, title = ''): InvoiceBuyer {
  if (type === INVOICE_TYPE.none) return { title: '', taxNo: '' };
  const named = title || info.company;
  if (type !== INVOICE_TYPE.special) return { title: named, taxNo: '' };
  return {
    title: named,
    taxNo: info.tax_no,
    addressPhone: `${info.address} ${info.phone}`,
    bankAccount: `${info.bank_name} ${info.bank_account}`,
  };
}

export async function saveInvoiceInfo(db: Executor, userId: number, body: InvoiceInfoBody): Promise<void> {
  await db
    .update(users)
    .set({
      taxNo: body.tax_no,
      vatBank: body.bank_name,
      vatAccount: body.bank_account,
      vatAddress: body.address,
      vatPhone: body.phone,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Who a buyer is, as contracts and invoices name them; `lock` holds the buyer's row until the commit. */
export async function buyerIdentity(
  db: Executor,
  userId: number,
  { lock = false } = {},
): Promise<{ company: string; phone: string; taxNo: string | null } | undefined> {
  const query = db
    .select({ company: users.company, phone: users.phone, taxNo: users.taxNo })
    .from(users)
    .where(eq(users.id, userId));
  const [buyer] = lock ? await query.for('update') : await query;
  return buyer;
}
