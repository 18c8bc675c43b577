import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PatternId, patternSources, type ValidationRule } from './rules.ts';
import { checkRule, formatRuleMessage, textLength } from './validation.ts';

const rule = (patternId: PatternId, minLength = 1, maxLength = 40, required = true): ValidationRule => ({
  enabled: true,
  required,
  minLength,
  maxLength,
  acceptedPattern: patternSources[patternId],
  patternId,
});

const chars = (alphabet: string) => fc.constantFrom(...[...alphabet]);
const word = (alphabet: string, min = 1, max = 12) =>
  fc.array(chars(alphabet), { minLength: min, maxLength: max }).map((a) => a.join(''));
const lower = 'abcdefghijklmnopqrstuvwxyz';
const upper = lower.toUpperCase();
const digits = '0123456789';
const letters = lower + upper;

/** Per pattern kind: values that must pass, and values that must fail. */
const kinds: Array<[PatternId, fc.Arbitrary<string>, fc.Arbitrary<string>]> = [
  [
    'letterFirstAlnum',
    fc.tuple(chars(letters), word(letters + digits, 0)).map(([a, b]) => a + b),
    fc.tuple(chars(digits), word(letters + digits, 0)).map(([a, b]) => a + b),
  ],
  ['digits', word(digits), fc.tuple(word(digits, 0), chars(`${letters} -`)).map(([a, b]) => a + b)],
  [
    'lettersOrDigits',
    word(letters + digits),
    fc.tuple(word(letters + digits, 0), chars(' -_@')).map(([a, b]) => a + b),
  ],
  [
    'lettersAndDigits',
    fc.tuple(chars(letters), chars(digits), word(letters + digits, 0)).map(([a, b, c]) => a + c + b),
    word(letters),
  ],
  [
    'alnumWithUpper',
    fc.tuple(chars(upper), word(lower + digits, 0)).map(([a, b]) => b + a),
    word(lower + digits),
  ],
  [
    'englishAndSpaces',
    fc.array(word(letters), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
    fc.tuple(word(letters), chars(digits)).map(([a, b]) => a + b),
  ],
  [
    'noSpaces',
    word(`${letters + digits}_-.@`),
    fc.tuple(word(letters), word(letters)).map(([a, b]) => `${a} ${b}`),
  ],
  ['chinese', word('张伟王芳李娜刘洋'), fc.tuple(word('张伟'), chars('ab1')).map(([a, b]) => a + b)],
  ['korean', word('김민준서연지'), fc.tuple(word('김민'), chars('ab1')).map(([a, b]) => a + b)],
  ['thai', word('สมชายกขค'), fc.tuple(word('สม'), chars('ab1')).map(([a, b]) => a + b)],
  ['thaiOrEnglish', word('สมชายabcXYZ'), fc.tuple(word('สม'), chars('1ễ')).map(([a, b]) => a + b)],
  ['japanese', word('さくらカタカナ漢字ー'), fc.tuple(word('さく'), chars('ab1')).map(([a, b]) => a + b)],
  [
    'dateYmd',
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10).replaceAll('-', '/')),
  ],
  [
    'dateMdy',
    fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => {
      const [y, m, day] = d.toISOString().slice(0, 10).split('-');
      return `${m}-${day}-${y}`;
    }),
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  ],
  [
    'fullNameWithSpace',
    fc.tuple(word(`${letters}ễăđ`), word(`${letters}ễăđ`)).map(([a, b]) => `${a} ${b}`),
    word(letters),
  ],
  [
    'strongPassword',
    fc
      .tuple(chars(upper), chars(lower), chars(digits), chars('!@#$%^&*'), word(letters, 0))
      .map((p) => p.join('')),
    word(letters + digits),
  ],
  [
    'email',
    fc.tuple(word(lower + digits), word(lower), word(lower, 2, 4)).map(([a, b, c]) => `${a}@${b}.${c}`),
    fc.tuple(word(lower), word(lower)).map(([a, b]) => `${a}.${b}`),
  ],
  ['phone', word(digits), fc.tuple(chars('+ '), word(digits)).map(([a, b]) => a + b)],
];

describe('checkRule over every pattern kind', () => {
  it.each(kinds)('%s accepts its values and refuses others', (id, good, bad) => {
    fc.assert(fc.property(good, (value) => checkRule(rule(id, 1, 60), value) === null));
    fc.assert(fc.property(bad, (value) => checkRule(rule(id, 1, 60), value)?.key === `pattern_${id}`));
  });

  it('enforces length bounds in characters, before the pattern', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.string({ minLength: 0, maxLength: 45 }),
        (min, extra, value) => {
          const r = rule('any', min, min + extra);
          const failure = checkRule(r, value);
          const len = textLength(value);
          if (value === '') return failure?.key === 'not_empty';
          if (len < min || len > min + extra)
            return failure?.key === (extra === 0 ? 'length_exact' : 'length_range');
          return failure === null;
        },
      ),
    );
  });

  it('accepts anything for the * pattern, ignores disabled rules, and lets optional fields be empty', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        (value) => checkRule(rule('any', 1, 40), value) === null,
      ),
    );
    expect(checkRule({ ...rule('digits'), enabled: false }, 'abc')).toBeNull();
    expect(checkRule(rule('digits', 1, 5, false), '')).toBeNull();
    expect(checkRule(rule('digits'), '')).toEqual({ key: 'not_empty' });
    expect(checkRule({ ...rule('digits'), acceptedPattern: '([' }, '1')).not.toBeNull();
  });
});

describe('formatRuleMessage', () => {
  it('fills min and max, and a single length when they are equal', () => {
    expect(formatRuleMessage({ key: 'length_range', min: 6, max: 16 })).toBe('Must be 6-16 characters');
    expect(formatRuleMessage({ key: 'length_exact', length: 6 })).toBe('Must be 6 characters');
    expect(formatRuleMessage({ key: 'pattern_digits', min: 6, max: 6 })).toBe('Digits only (6 digits)');
    expect(formatRuleMessage({ key: 'not_empty' })).toBe('Input cannot be empty');
  });
});
