import { z } from 'zod';
import { page, pageSize } from '../validation/numbers.ts';
import { LIST_PAGE_SIZE_MAX } from './list-query.ts';
import { mobile, optionalEmail, password, smsCode } from '../validation/fields.ts';
import { text } from '../validation/text.ts';
import { referralCode } from './activity-referral-reward.ts';

export const registerBody = z.object({
  company: text('企业名称', 100),
  name: text('联系人', 30),
  phone: mobile(),
  code: smsCode(),
  password: password(),
  email: optionalEmail(),
  /** The code of the referrer's link (/register?ref=), 老带新. */
  ref: referralCode(),
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

export const createCodeBody = z.object({
  phone: mobile(),
  /** forgot_password: a visitor proves a registered phone to set a new password (忘记密码). */
  scene: z.enum(['forgot_password'], { error: '验证码用途不正确' }).optional(),
});
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

/** POST /api/user/forgot_password: a new password for the account of this phone, proven by its code. */
export const forgotPasswordBody = z.object({
  phone: mobile(),
  code: smsCode(),
  password: password('新密码'),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const PHONE_NOT_REGISTERED = '该手机号尚未注册';

export type {
  AccountManager,
  InvoiceInfo,
  PointsEntry,
  PointsPage,
  UserState,
  WechatBinding,
} from './user-responses.ts';

/** POST /api/user/invoice_info: the details a special VAT invoice (专票) carries. */
export const invoiceInfoBody = z.object({
  tax_no: text('纳税人识别号', 20).refine(
    (value) => /^[0-9A-Z]{15,20}$/.test(value),
    '纳税人识别号为15到20位数字或大写字母',
  ),
  bank_name: text('开户银行', 100),
  bank_account: text('银行账号', 40).refine(
    (value) => /^\d[\d ]{5,38}\d$/.test(value),
    '银行账号只能包含数字',
  ),
  address: text('注册地址', 200),
  phone: text('注册电话', 20).refine((value) => /^[\d-]{7,20}$/.test(value), '注册电话格式不正确'),
});
export type InvoiceInfoBody = z.infer<typeof invoiceInfoBody>;

/** The WeChat authorization page's return: its code and the state the shop sent. */
export const wechatCallbackQuery = z.object({
  code: z.string().max(128).optional(),
  state: z.string().max(128).optional(),
});

export const WECHAT_MESSAGES = {
  bound: '微信绑定成功',
  unbound: '已解除微信绑定',
  taken: '该微信已绑定其他账号，请先在原账号解除绑定',
  failed: '微信授权失败，请重试',
  notBound: '当前账号未绑定微信',
} as const;

/** Points a paid order earns per whole yuan paid until the shop sets its own rate. */
export const POINTS_PER_YUAN = 1;

export const pointsLogQuery = z.object({
  page: page(),
  page_size: pageSize(LIST_PAGE_SIZE_MAX, 10),
});
