import { createHash, randomBytes } from 'node:crypto';
import type { WechatIdentity, WechatProvider } from './wechat-provider.ts';

const CODE_TTL_MS = 5 * 60_000;

/**
 * DEVELOPMENT WECHAT, NOT WECHAT: its "authorization page" is the shop's own
 * (/api/wechat/dev/authorize, marked 开发环境) where the tester names a WeChat user; the same name is
 * the same openid. Codes live in this process for five minutes and are spent once.
 */
export class DevWechatProvider implements WechatProvider {
  readonly name = 'dev';
  readonly #codes = new Map<string, WechatIdentity & { expiresAt: number }>();

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    return `/api/wechat/dev/authorize?${new URLSearchParams({ state, redirect_uri: redirectUri }).toString()}`;
  }

  /** What the development authorization page does when the tester confirms: a code for that user. */
  issueCode(nickname: string): string {
    const code = randomBytes(16).toString('hex');
    const openid = `dev_${createHash('sha256').update(nickname).digest('hex').slice(0, 24)}`;
    this.#codes.set(code, { openid, nickname, expiresAt: Date.now() + CODE_TTL_MS });
    return code;
  }

  async exchangeCode(code: string): Promise<WechatIdentity | null> {
    const found = this.#codes.get(code);
    this.#codes.delete(code);
    if (!found || found.expiresAt < Date.now()) return null;
    return { openid: found.openid, nickname: found.nickname };
  }
}
