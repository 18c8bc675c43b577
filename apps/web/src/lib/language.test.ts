import { describe, expect, it } from 'vitest';
import { documentLanguage, pickLanguage } from './language.ts';

const languages = {
  list: [
    { code: 'en', name: 'English' },
    { code: 'vi', name: 'Tiếng Việt' },
    { code: 'th', name: 'ไทย' },
  ],
  default: 'vi',
};

describe('pickLanguage', () => {
  it('keeps the stored language when the merchant offers it', () => {
    expect(pickLanguage('th', languages)).toBe('th');
  });

  it('uses the default when nothing is stored', () => {
    expect(pickLanguage(null, languages)).toBe('vi');
  });

  it('uses the default when the stored language is no longer offered', () => {
    expect(pickLanguage('zh-CN', languages)).toBe('vi');
  });

  it('falls back to the first offered language when the default is not in the list', () => {
    expect(pickLanguage(null, { ...languages, default: 'ko' })).toBe('en');
  });
});

describe('documentLanguage', () => {
  it('reports the chosen code when its catalogue exists', () => {
    expect(documentLanguage('vi', true)).toBe('vi');
  });

  it('reports English when the catalogue is missing, because English is what is shown', () => {
    expect(documentLanguage('th', false)).toBe('en');
  });
});
