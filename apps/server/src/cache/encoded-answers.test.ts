import { describe, expect, it } from 'vitest';
import { EncodedAnswers } from './encoded-answers.ts';

describe('EncodedAnswers', () => {
  it('encodes each variant of a value once', () => {
    const answers = new EncodedAnswers<object>();
    const value = {};
    let encoded = 0;
    const encode = (text: string) => () => {
      encoded += 1;
      return Buffer.from(text);
    };
    expect(answers.get(value, 'visitor', encode('a')).toString()).toBe('a');
    expect(answers.get(value, 'visitor', encode('b')).toString()).toBe('a');
    expect(answers.get(value, 'approved', encode('c')).toString()).toBe('c');
    expect(encoded).toBe(2);
  });

  it('encodes again for another value, even an equal one', () => {
    const answers = new EncodedAnswers<object>();
    answers.get({ id: 1 }, 'visitor', () => Buffer.from('old'));
    expect(answers.get({ id: 1 }, 'visitor', () => Buffer.from('new')).toString()).toBe('new');
  });
});
