import { describe, expect, it } from 'vitest';
import { helpTopicFromSearch, searchWithHelpTopic, searchWithoutHelpTopic } from './help-url.ts';

describe('help modal address (?hp=)', () => {
  it('reads the topic, and nothing from an empty or missing value', () => {
    expect(helpTopicFromSearch('?hp=term')).toBe('term');
    expect(helpTopicFromSearch('?page=2&hp=deposits')).toBe('deposits');
    expect(helpTopicFromSearch('?hp=')).toBeNull();
    expect(helpTopicFromSearch('')).toBeNull();
  });

  it('opens, turns and closes the modal keeping the other parameters', () => {
    expect(searchWithHelpTopic('?page=2', 'term')).toBe('?page=2&hp=term');
    expect(searchWithHelpTopic('?page=2&hp=term', 'about')).toBe('?page=2&hp=about');
    expect(searchWithoutHelpTopic('?page=2&hp=term')).toBe('?page=2');
    expect(searchWithoutHelpTopic('?hp=term')).toBe('');
  });
});
