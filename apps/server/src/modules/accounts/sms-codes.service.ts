import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { invalid, tooManyRequests } from '@yaocai/domain/errors';
import type { Database, Executor } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { smsCodes, type SmsScene } from './accounts.tables.ts';
import type { SmsProvider } from './sms/sms-provider.ts';

const MAX_FAILED_ATTEMPTS = 5;
const hashCode = (phone: string, code: string): string =>
  createHash('sha256').update(`${phone}:${code}`).digest('hex');

export interface IssueCodeInput {
  phone: string;
  scene: SmsScene;
  ip: string;
}

/**
 * Issues a 6-digit code, within the per-phone and per-address limits, and hands it to the SMS provider.
 * Requests for one phone, and requests from one address, take turns (advisory locks, always phone
 * first), so parallel requests cannot slip past either limit. The gateway is called once the code is
 * committed, so no lock or transaction waits on its network; a code it failed to send still counts.
 */
export async function issueCode(
  db: Database,
  sms: SmsProvider,
  limits: Config['sms'],
  input: IssueCodeInput,
): Promise<{ resend_in: number; expires_in: number }> {
  const code = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${input.phone}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-ip:${input.ip}`}))`);
    return issueCodeLocked(tx, limits, input);
  });
  await sms.sendCode(input.phone, code);
  return { resend_in: limits.resendSeconds, expires_in: limits.codeTtlSeconds };
}

/** Records a new code for the phone when the limits allow one; answers the code. */
async function issueCodeLocked(
  db: Executor,
  limits: Config['sms'],
  { phone, scene, ip }: IssueCodeInput,
): Promise<string> {
  const now = Date.now();
  const [latest] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (latest) {
    const wait = Math.ceil((latest.createdAt.getTime() + limits.resendSeconds * 1000 - now) / 1000);
    if (wait > 0) throw tooManyRequests(`验证码已发送，请${wait}秒后再试`);
  }
  const [perPhone] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, new Date(now - 86_400_000))));
  if ((perPhone?.n ?? 0) >= limits.maxPerPhonePerDay)
    throw tooManyRequests('该手机号今日获取验证码次数已达上限，请明天再试');
  const [perIp] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, new Date(now - 3_600_000))));
  if ((perIp?.n ?? 0) >= limits.maxPerIpPerHour) throw tooManyRequests('获取验证码过于频繁，请稍后再试');

  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db.insert(smsCodes).values({
    phone,
    scene,
    ip,
    codeHash: hashCode(phone, code),
    expiresAt: new Date(now + limits.codeTtlSeconds * 1000),
  });
  return code;
}

/**
 * Spends the newest live code for this phone and scene, once. The guess is counted before the code is
 * compared, in one statement, so parallel guesses cannot outrun the five allowed; after five wrong ones
 * the code is dead. Call it outside the caller's transaction: a wrong guess must stay counted even
 * though the caller's work is refused.
 */
export async function consumeCode(db: Executor, phone: string, scene: SmsScene, code: string): Promise<void> {
  const newest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, phone),
        eq(smsCodes.scene, scene),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const [guess] = await db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(
      and(
        inArray(smsCodes.id, newest),
        isNull(smsCodes.usedAt),
        lt(smsCodes.failedAttempts, MAX_FAILED_ATTEMPTS),
      ),
    )
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  if (!guess) throw invalid('code', '验证码已失效，请重新获取');
  if (guess.codeHash !== hashCode(phone, code)) throw invalid('code', '验证码错误');
  // A right guess is no failure: it is taken back as the code is spent.
  const used = await db
    .update(smsCodes)
    .set({ usedAt: new Date(), failedAttempts: sql`${smsCodes.failedAttempts} - 1` })
    .where(and(eq(smsCodes.id, guess.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw invalid('code', '验证码已失效，请重新获取');
}
