import { z } from 'zod';
import { text } from './text.ts';
import {
  EMAIL_PATTERN,
  LANDLINE_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_PATTERN,
  SMS_CODE_PATTERN,
} from './patterns.ts';

export const mobile = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? '请填写手机号' : '手机号格式不正确') })
    .trim()
    .min(1, { error: '请填写手机号', abort: true })
    .regex(MOBILE_PATTERN, '手机号格式不正确');

/** A contact number: a mobile number, or the landline form of spec §5 (021-12345678). */
export const phoneNumber = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? '请填写联系电话' : '联系电话格式不正确') })
    .trim()
    .min(1, { error: '请填写联系电话', abort: true })
    .refine(
      (value) => MOBILE_PATTERN.test(value) || LANDLINE_PATTERN.test(value),
      '请填写11位手机号，或区号-号码形式的固定电话（如 021-12345678）',
    );

export const password = (label = '密码') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `请填写${label}` : `${label}格式不正确`) })
    .min(1, { error: `请填写${label}`, abort: true })
    .regex(PASSWORD_PATTERN, `${label}须为6-20位，且同时包含字母和数字`);

export const smsCode = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? '请填写短信验证码' : '短信验证码格式不正确') })
    .trim()
    .min(1, { error: '请填写短信验证码', abort: true })
    .regex(SMS_CODE_PATTERN, '短信验证码为6位数字');

/** Optional e-mail: an empty string counts as not given. */
export const optionalEmail = () =>
  z
    .string({ error: '邮箱格式不正确' })
    .trim()
    .max(100, '邮箱不能超过100个字符')
    .regex(EMAIL_PATTERN, '邮箱格式不正确')
    .optional()
    .or(z.literal('').transform(() => undefined));

/** A carrier's tracking number (运单号): letters, digits and dashes. */
export const trackingNo = () =>
  text('运单号', 40).refine((value) => /^[A-Za-z0-9-]+$/.test(value), '运单号只能包含字母、数字和横线');
