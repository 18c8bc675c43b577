import { describe, expect, it } from 'vitest';
import { type PatternId, patternIds, patternSources } from './rules.ts';

const matches = (id: PatternId, value: string) => {
  const source = patternSources[id];
  return source === '*' || new RegExp(source, 'u').test(value);
};

// One accepted and one refused sample per pattern kind of spec 5.
const samples: Partial<Record<PatternId, [accepted: string, refused: string]>> = {
  letterFirstAlnum: ['player01', '1player'],
  digits: ['0123', '12a'],
  lettersOrDigits: ['abc123', 'abc-123'],
  lettersAndDigits: ['abc123', 'abcdef'],
  alnumWithUpper: ['Abc123', 'abc123'],
  englishAndSpaces: ['John Smith', 'John  Smith1'],
  noSpaces: ['a_b-c', 'a b'],
  chinese: ['张伟', 'zhang'],
  korean: ['김민준', 'kim'],
  thai: ['สมชาย', 'somchai'],
  thaiOrEnglish: ['สมชาย Lee', 'Lê Văn'],
  japanese: ['さくらカタカナ漢字', 'sakura'],
  dateYmd: ['2000-02-29', '2000-13-01'],
  dateMdy: ['02-29-2000', '2000-02-29'],
  fullNameWithSpace: ['Nguyễn Văn An', 'Nguyễn'],
  strongPassword: ['Abc123!x', 'Abc123xx'],
  email: ['a@b.co', 'a@b'],
  phone: ['912345678', '+84912'],
};

describe('patternSources', () => {
  it('compiles every pattern kind', () => {
    for (const id of patternIds) {
      const source = patternSources[id];
      if (source !== '*') expect(() => new RegExp(source, 'u'), id).not.toThrow();
    }
  });

  it.each(Object.entries(samples))('%s accepts and refuses the right values', (id, pair) => {
    const [accepted, refused] = pair as [string, string];
    expect(matches(id as PatternId, accepted)).toBe(true);
    expect(matches(id as PatternId, refused)).toBe(false);
  });
});
