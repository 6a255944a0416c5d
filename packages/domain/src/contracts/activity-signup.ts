import { z } from 'zod';
import { phoneNumber } from '../validation/fields.ts';
import { integer } from '../validation/numbers.ts';
import { cleanText, text } from '../validation/text.ts';

export const SIGNUP_CAP_MAX = 100_000;

/** 活动报名 (/eleven/bm): what the page says, and how many buyers may sign up. */
export const signupDefinition = z.object({
  title: text('报名标题', 40),
  description: text('活动说明', 2000, { multiline: true }),
  cap: integer({ min: 1, max: SIGNUP_CAP_MAX, message: `报名名额须为1至${SIGNUP_CAP_MAX}之间的整数` }),
});
export type SignupDefinition = z.infer<typeof signupDefinition>;

/** POST /api/activity/signup: a buyer signs up once. */
export const signupBody = z.object({
  contact_name: text('联系人', 20),
  phone: phoneNumber(),
  remark: cleanText('备注', 200, { multiline: true }).default(''),
});
export type SignupBody = z.infer<typeof signupBody>;

export const SIGNUP_MESSAGES = {
  done: '报名成功',
  twice: '您已报名，无需重复报名',
  full: '报名名额已满',
  closed: '报名活动未开始或已结束',
  pending: '资质审核通过后才能报名',
};

const signupEntry = z.object({
  company: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  remark: z.string(),
  created_at: z.string(),
});

/** The definition and, for the console, who signed up. */
export const signupDetail = z.object({
  title: z.string(),
  description: z.string(),
  cap: z.number().int(),
  signups: z.array(signupEntry).default([]),
});

export type { SignupPage } from './activity-signup-responses.ts';
