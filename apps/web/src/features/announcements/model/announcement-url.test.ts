import { describe, expect, it } from 'vitest';
import {
  announcementFromSearch,
  searchWithAnnouncement,
  searchWithoutAnnouncement,
} from './announcement-url.ts';

describe('announcement dialog address', () => {
  it('reads ?an= as the list, or the list with one notice first', () => {
    expect(announcementFromSearch('')).toBeNull();
    expect(announcementFromSearch('?mc=withdraw')).toBeNull();
    expect(announcementFromSearch('?an=all')).toEqual({ id: null });
    expect(announcementFromSearch('?an=')).toEqual({ id: null });
    expect(announcementFromSearch('?x=1&an=42')).toEqual({ id: '42' });
    // Anything that cannot be an id opens the plain list.
    expect(announcementFromSearch('?an=%3Cscript%3E')).toEqual({ id: null });
  });

  it('sets and removes it, keeping the other parameters', () => {
    expect(searchWithAnnouncement('', { id: null })).toBe('?an=all');
    expect(searchWithAnnouncement('?pageNo=2', { id: '7' })).toBe('?pageNo=2&an=7');
    expect(searchWithAnnouncement('?an=7', { id: null })).toBe('?an=all');
    expect(searchWithAnnouncement('?pageNo=2&an=7', null)).toBe('?pageNo=2');
    expect(searchWithoutAnnouncement('?an=all')).toBe('');
  });
});
