import { describe, expect, it } from 'vitest';
import { registerBody } from '../contracts/user.ts';
import { phoneNumber } from './fields.ts';
import { isMobile } from './patterns.ts';

const valid = {
  company: '康宁大药房',
  name: '张三',
  phone: '13800000009',
  code: '123456',
  password: 'abc12345',
};

const firstError = (input: Record<string, unknown>) => {
  const result = registerBody.safeParse(input);
  return result.success
    ? null
    : { field: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
};

describe('mobile numbers (spec §5)', () => {
  it.each(['13800000000', '19912345678', '15000000000'])('accepts %s', (phone) =>
    expect(isMobile(phone)).toBe(true),
  );
  it.each(['12800000000', '1380000000', '138000000001', '+8613800000000', '1380000000a', ''])(
    'refuses %s',
    (phone) => expect(isMobile(phone)).toBe(false),
  );
});

describe('registration form', () => {
  it('accepts a complete form and trims text', () => {
    const result = registerBody.parse({ ...valid, company: '  康宁大药房 ', email: '' });
    expect(result.company).toBe('康宁大药房');
    expect(result.email).toBeUndefined();
  });

  it.each([
    [{ phone: '12345' }, 'phone', '手机号格式不正确'],
    [{ phone: undefined }, 'phone', '请填写手机号'],
    [{ email: 'a@b' }, 'email', '邮箱格式不正确'],
    [{ email: 'not an email@x.com' }, 'email', '邮箱格式不正确'],
    [{ password: 'abcdefgh' }, 'password', '密码须为6-20位，且同时包含字母和数字'],
    [{ password: '12345678' }, 'password', '密码须为6-20位，且同时包含字母和数字'],
    [{ password: 'a1' }, 'password', '密码须为6-20位，且同时包含字母和数字'],
    [{ password: 'a1'.repeat(11) }, 'password', '密码须为6-20位，且同时包含字母和数字'],
    [{ code: '12345' }, 'code', '短信验证码为6位数字'],
    [{ company: '   ' }, 'company', '请填写企业名称'],
    [{ company: '药'.repeat(101) }, 'company', '企业名称不能超过100个字符'],
    [{ name: 42 }, 'name', '联系人格式不正确'],
  ])('refuses %o on %s with a Chinese message', (change, field, message) => {
    expect(firstError({ ...valid, ...change })).toEqual({ field, message });
  });
});

describe('a contact number (spec §5)', () => {
  it.each(['13800000001', '021-12345678', '10-1234567', '755-87654321'])('accepts %s', (phone) => {
    expect(phoneNumber().safeParse(phone).success).toBe(true);
  });
  it.each(['12345', '1380000000', '021-123456', '0571-123456789', '021 12345678', '02112345678'])(
    'refuses %s',
    (phone) => {
      expect(phoneNumber().safeParse(phone).error?.issues[0]?.message).toBe(
        '请填写11位手机号，或区号-号码形式的固定电话（如 021-12345678）',
      );
    },
  );
});
