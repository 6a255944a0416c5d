/** The WeChat account a buyer proved at WeChat's authorization page. */
export interface WechatIdentity {
  openid: string;
  nickname: string;
}

/**
 * WeChat login as the shop uses it to bind an account: send the buyer to WeChat's authorization
 * page, which comes back to `redirectUri` with a code and the state; the code names the WeChat user.
 */
export interface WechatProvider {
  readonly name: string;
  authorizeUrl(request: { state: string; redirectUri: string }): string;
  /** The WeChat user a code from the authorization page stands for, once; null for an unknown code. */
  exchangeCode(code: string): Promise<WechatIdentity | null>;
}
