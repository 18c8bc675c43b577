import { describe, expect, it } from 'vitest';
import { searchWithParam } from './search-param.ts';

describe('searchWithParam', () => {
  it('sets, replaces and removes one parameter, keeping the others', () => {
    expect(searchWithParam('', 'hp', 'term')).toBe('?hp=term');
    expect(searchWithParam('?page=2', 'hp', 'term')).toBe('?page=2&hp=term');
    expect(searchWithParam('?page=2&hp=term', 'hp', 'about')).toBe('?page=2&hp=about');
    expect(searchWithParam('?page=2&hp=term', 'hp', null)).toBe('?page=2');
    expect(searchWithParam('?hp=term', 'hp', null)).toBe('');
  });
});
