import { searchWithParam } from '../../../lib/search-param.ts';

/**
 * The help modal is opened by the address, like the other dialogs of the shell (`?fb=1`,
 * `?st=1`): `?hp=<topic slug>`. So it can be linked, survives a reload, and Back closes it,
 * while the page behind it (a half-filled registration form) stays as it was.
 */
export const HELP_PARAM = 'hp';

/** The topic the address asks for, or null; an empty value asks for nothing. */
export function helpTopicFromSearch(search: string): string | null {
  const slug = new URLSearchParams(search).get(HELP_PARAM);
  return slug ? slug : null;
}

/** The search string with the modal on `slug`, or without it (null); other parameters kept. */
export function searchWithHelpTopic(search: string, slug: string | null): string {
  return searchWithParam(search, HELP_PARAM, slug || null);
}

/** The search string without the modal, for effects that should ignore it (scrolling). */
export const searchWithoutHelpTopic = (search: string) => searchWithHelpTopic(search, null);

/** The help page's address of a topic: where its links point, for a new tab or no script. */
export const helpPageHref = (slug: string) => `/help#${slug}`;
