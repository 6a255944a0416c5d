import { z } from 'zod';
import { mobile, optionalEmail, password, smsCode } from '../validation/fields.ts';
import { text } from '../validation/text.ts';

export const registerBody = z.object({
  company: text('企业名称', 100),
  name: text('联系人', 30),
  phone: mobile(),
  code: smsCode(),
  password: password(),
  email: optionalEmail(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  username: text('手机号或用户名', 50),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? '请填写密码' : '密码格式不正确') })
    .min(1, { error: '请填写密码', abort: true })
    .max(64, '账号或密码错误'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const createCodeBody = z.object({ phone: mobile() });
export type CreateCodeBody = z.infer<typeof createCodeBody>;

export const phoneParams = z.object({ phone: mobile() });

export const updateUserInfoBody = z.object({
  name: text('联系人', 30),
  phone: mobile(),
  code: smsCode().optional(),
});
export type UpdateUserInfoBody = z.infer<typeof updateUserInfoBody>;

/** A new password needs the current one, or a code sent to the buyer's own phone (scene reset_password). */
export const resetPasswordBody = z
  .object({
    password: password('新密码'),
    old_password: password('当前密码').optional(),
    code: smsCode().optional(),
  })
  .refine((body) => body.old_password !== undefined || body.code !== undefined, {
    path: ['old_password'],
    error: '请填写当前密码',
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export interface AccountManager {
  name: string;
  phone: string;
  is_default: 0 | 1;
}

/** The User state of spec §3, as GET /api/user/base returns it. */
export interface UserState {
  show: boolean;
  username: string | null;
  name: string;
  phone: string;
  company: string;
  face: string | null;
  rank: string | null;
  admin: AccountManager | null;
  address: string | null;
  is_passed: 0 | 1;
  points: number;
  cart: number;
  message_count: number;
  wechat: string | null;
  common_config: { hot_line: string; qq1: string; qq2: string };
  quality_inspection: { quality_inspection_url: string; msg: string } | null;
  login_url: string;
  is_show_youx: 0 | 1;
  is_special: 0 | 1;
  is_can_chat: 0 | 1;
  token: string | null;
  is_AfterSale: 0 | 1;
}
