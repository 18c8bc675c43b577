import { searchWithParam } from '../../../lib/search-param.ts';

/**
 * The feedback dialog is opened by the address, like the announcement dialog (`?an=`):
 * `?fb=1`. So it can be linked, survives a reload, and Back closes it.
 */
export const FEEDBACK_PARAM = 'fb';
const OPEN = '1';

/** Whether the address asks for the dialog (any value of the parameter does). */
export const feedbackFromSearch = (search: string): boolean =>
  new URLSearchParams(search).has(FEEDBACK_PARAM);

/** The search string with the dialog open or closed; other parameters kept. */
export function searchWithFeedback(search: string, open: boolean): string {
  return searchWithParam(search, FEEDBACK_PARAM, open ? OPEN : null);
}

/** The search string without the dialog, for effects that should ignore it (scrolling). */
export const searchWithoutFeedback = (search: string) => searchWithFeedback(search, false);
