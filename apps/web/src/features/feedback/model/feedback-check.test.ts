import { FEEDBACK_MAX_CHARS, FEEDBACK_REMARK_MAX } from '@portal/contracts/feedback';
import { describe, expect, it } from 'vitest';
import { checkFeedback, wordStatus } from './feedback-check.ts';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
const draft = (overrides: Partial<{ category: string; content: string; remark: string }> = {}) => ({
  category: 'problem',
  content: words(5),
  remark: '',
  ...overrides,
});

describe('feedback word count (spec 5 "between {0} and {1} words")', () => {
  it('counts words as the server does, not spaces or punctuation', () => {
    expect(wordStatus('')).toEqual({ count: 0, inRange: false });
    expect(wordStatus('  The  deposit, did not arrive!  ').count).toBe(5);
    expect(wordStatus('one\ntwo\tthree — four...').count).toBe(4);
  });

  it('is in range from 5 to 500 words', () => {
    expect(wordStatus(words(4)).inRange).toBe(false);
    expect(wordStatus(words(5)).inRange).toBe(true);
    expect(wordStatus(words(500))).toEqual({ count: 500, inRange: true });
    expect(wordStatus(words(501))).toEqual({ count: 501, inRange: false });
  });

  it('refuses a description outside the limits, and an empty one as missing', () => {
    expect(checkFeedback(draft({ content: words(4) }))).toEqual({
      ok: false,
      problems: { content: 'wordRange' },
    });
    expect(checkFeedback(draft({ content: words(501) }))).toEqual({
      ok: false,
      problems: { content: 'wordRange' },
    });
    expect(checkFeedback(draft({ content: '   ' }))).toEqual({
      ok: false,
      problems: { content: 'describe' },
    });
    const wall = 'x'.repeat(FEEDBACK_MAX_CHARS + 1);
    expect(checkFeedback(draft({ content: wall }))).toEqual({
      ok: false,
      problems: { content: 'tooManyChars' },
    });
  });
});

describe('feedback fields', () => {
  it('accepts a complete form, trimmed, without an empty remark', () => {
    expect(checkFeedback(draft({ content: `  ${words(5)} `, remark: '  ' }))).toEqual({
      ok: true,
      fields: { category: 'problem', content: words(5) },
    });
    expect(checkFeedback(draft({ remark: ' Lobby, 9 pm ' }))).toEqual({
      ok: true,
      fields: { category: 'problem', content: words(5), remark: 'Lobby, 9 pm' },
    });
  });

  it('needs one of the five categories', () => {
    expect(checkFeedback(draft({ category: '' }))).toEqual({
      ok: false,
      problems: { category: 'chooseCategory' },
    });
    expect(checkFeedback(draft({ category: 'complaint' }))).toEqual({
      ok: false,
      problems: { category: 'chooseCategory' },
    });
  });

  it('keeps the remark to 140 characters (spec 9), spaces around it not counted', () => {
    const max = 'r'.repeat(FEEDBACK_REMARK_MAX);
    expect(checkFeedback(draft({ remark: ` ${max} ` })).ok).toBe(true);
    expect(checkFeedback(draft({ remark: `${max}r` }))).toEqual({
      ok: false,
      problems: { remark: 'remarkTooLong' },
    });
  });

  it('names every field that is wrong, first problem of each', () => {
    expect(checkFeedback({ category: '', content: '', remark: 'r'.repeat(141) })).toEqual({
      ok: false,
      problems: { category: 'chooseCategory', content: 'describe', remark: 'remarkTooLong' },
    });
  });
});
