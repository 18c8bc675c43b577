import { describe, expect, it } from 'vitest';
import { chatFromSearch, searchWithChat } from './chat-url.ts';

describe('chat window address', () => {
  it('reads ?chat= as open, whatever its value', () => {
    expect(chatFromSearch('')).toBe(false);
    expect(chatFromSearch('?fb=1')).toBe(false);
    expect(chatFromSearch('?chat=1')).toBe(true);
    expect(chatFromSearch('?x=2&chat=')).toBe(true);
  });

  it('sets and removes it, keeping the other parameters', () => {
    expect(searchWithChat('', true)).toBe('?chat=1');
    expect(searchWithChat('?pageNo=2', true)).toBe('?pageNo=2&chat=1');
    expect(searchWithChat('?chat=yes', true)).toBe('?chat=1');
    expect(searchWithChat('?pageNo=2&chat=1', false)).toBe('?pageNo=2');
    expect(searchWithChat('?chat=1', false)).toBe('');
  });
});
