import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HELP_SLUG_PATTERN, helpCenterQuerySchema, helpParagraphs } from './help.ts';

describe('helpParagraphs (the operator writes a paragraph a line)', () => {
  it('keeps each non-blank line, trimmed, in order', () => {
    expect(helpParagraphs('  First.\r\n\n   \nSecond.  \nThird.')).toEqual(['First.', 'Second.', 'Third.']);
    expect(helpParagraphs(' \n\t\n')).toEqual([]);
  });

  it('gives paragraphs that are non-blank single lines, and is stable once stored joined by line breaks', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '\r\n', '\t', 'ệ') }), (text) => {
        const paragraphs = helpParagraphs(text);
        for (const paragraph of paragraphs) {
          expect(paragraph).toBe(paragraph.trim());
          expect(paragraph.length).toBeGreaterThan(0);
          expect(paragraph).not.toMatch(/[\r\n]/);
        }
        expect(helpParagraphs(paragraphs.join('\n'))).toEqual(paragraphs);
      }),
    );
  });
});

describe('help centre query and slugs', () => {
  it('accepts language codes as merchants list them, and nothing else', () => {
    for (const language of ['en', 'vi', 'zh-CN', 'pt-BR', 'fil'])
      expect(helpCenterQuerySchema.safeParse({ language }).success).toBe(true);
    for (const language of ['', 'EN', 'english', 'en_US', '<b>', `en-${'x'.repeat(9)}`])
      expect(helpCenterQuerySchema.safeParse({ language }).success).toBe(false);
    expect(helpCenterQuerySchema.safeParse({ lang: 'en' }).success).toBe(false);
  });

  it('takes slugs that are safe as an element id and an address fragment', () => {
    for (const slug of ['term', 'lottery-rules', 'faq2']) expect(HELP_SLUG_PATTERN.test(slug)).toBe(true);
    for (const slug of ['', '2faq', 'Term', 'a b', 'a#b', '-x', `a${'b'.repeat(40)}`])
      expect(HELP_SLUG_PATTERN.test(slug)).toBe(false);
  });
});
