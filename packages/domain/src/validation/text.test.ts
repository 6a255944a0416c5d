import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCleanText, optionalText, text } from './text.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('the text rule', () => {
  it('trims and bounds the length', () => {
    expect(text('企业名称', 10).parse('  康宁大药房 ')).toBe('康宁大药房');
    expect(firstMessage(text('企业名称', 3).safeParse('康宁大药房'))).toBe('企业名称不能超过3个字符');
    expect(firstMessage(text('企业名称', 3).safeParse('   '))).toBe('请填写企业名称');
    expect(firstMessage(text('企业名称', 3).safeParse(undefined))).toBe('请填写企业名称');
    expect(firstMessage(text('企业名称', 3).safeParse(42))).toBe('企业名称格式不正确');
    expect(optionalText('备注', 5).parse(undefined)).toBe('');
  });

  it.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\n', '\t', '\r', '\ud800', 'a\udc00'])(
    'refuses %j inside a single-line field',
    (bad) =>
      expect(firstMessage(text('联系人', 30).safeParse(`张${bad}三`))).toMatch(
        /^联系人(不能包含控制字符|格式不正确)$/,
      ),
  );

  it('allows line breaks and tabs only in a multi-line field, and never NUL', () => {
    expect(optionalText('备注', 50, { multiline: true }).parse('第一行\n第二行\t完')).toBe(
      '第一行\n第二行\t完',
    );
    expect(optionalText('备注', 50, { multiline: true }).safeParse('a\u0000b').success).toBe(false);
  });

  it('keeps every clean string whole, and refuses any string with a control character', () => {
    const clean = fc.string({ unit: 'grapheme', maxLength: 20 }).filter((s) => isCleanText(s));
    fc.assert(
      fc.property(clean, (value) => {
        const result = optionalText('x', 200).safeParse(value);
        expect(result.success && result.data).toBe(value.trim());
      }),
    );
    fc.assert(
      fc.property(clean, fc.integer({ min: 0, max: 0x1f }), clean, (before, code, after) => {
        if (code === 0x20) return;
        const result = optionalText('x', 200).safeParse(`${before}a${String.fromCharCode(code)}b${after}`);
        expect(result.success).toBe(false);
      }),
    );
  });
});
