import { describe, expect, it } from 'vitest';
import { feedbackFromSearch, searchWithFeedback, searchWithoutFeedback } from './feedback-url.ts';

describe('feedback dialog address', () => {
  it('reads ?fb= as open, whatever its value', () => {
    expect(feedbackFromSearch('')).toBe(false);
    expect(feedbackFromSearch('?an=all')).toBe(false);
    expect(feedbackFromSearch('?fb=1')).toBe(true);
    expect(feedbackFromSearch('?x=2&fb=')).toBe(true);
  });

  it('sets and removes it, keeping the other parameters', () => {
    expect(searchWithFeedback('', true)).toBe('?fb=1');
    expect(searchWithFeedback('?pageNo=2', true)).toBe('?pageNo=2&fb=1');
    expect(searchWithFeedback('?fb=yes', true)).toBe('?fb=1');
    expect(searchWithFeedback('?pageNo=2&fb=1', false)).toBe('?pageNo=2');
    expect(searchWithFeedback('?fb=1', false)).toBe('');
    expect(searchWithoutFeedback('?an=all&fb=1')).toBe('?an=all');
  });
});
