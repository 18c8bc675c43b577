import { searchWithParam } from '../../../lib/search-param.ts';

/**
 * The announcement dialog is opened by the address, like the member and agent centres:
 * `?an=all` shows the list, `?an=<id>` the list with that notice shown first. So it can be
 * linked, survives a reload, and Back closes it.
 */
export const ANNOUNCEMENT_PARAM = 'an';
const LIST = 'all';

/** What the address asks for: null when the dialog is closed, else the notice to show (or none). */
export type AnnouncementTarget = { id: string | null };

const ID = /^[\w-]{1,40}$/;

export function announcementFromSearch(search: string): AnnouncementTarget | null {
  const value = new URLSearchParams(search).get(ANNOUNCEMENT_PARAM);
  if (value === null) return null;
  return { id: value !== LIST && ID.test(value) ? value : null };
}

/** The search string with the dialog open (on notice `id` when given) or closed (null); other parameters kept. */
export function searchWithAnnouncement(search: string, target: AnnouncementTarget | null): string {
  return searchWithParam(search, ANNOUNCEMENT_PARAM, target ? (target.id ?? LIST) : null);
}

/** The search string without the dialog, for effects that should ignore it (scrolling). */
export const searchWithoutAnnouncement = (search: string) => searchWithAnnouncement(search, null);
