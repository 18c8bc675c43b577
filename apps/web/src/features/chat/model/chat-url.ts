import { searchWithParam } from '../../../lib/search-param.ts';

/**
 * The chat window is opened by the address, like the feedback dialog (`?fb=1`): `?chat=1`.
 * So Back closes it, and a reload keeps it open for the member.
 */
export const CHAT_PARAM = 'chat';
const OPEN = '1';

/** Whether the address asks for the chat window (any value of the parameter does). */
export const chatFromSearch = (search: string): boolean => new URLSearchParams(search).has(CHAT_PARAM);

/** The search string with the window open or closed; other parameters kept. */
export function searchWithChat(search: string, open: boolean): string {
  return searchWithParam(search, CHAT_PARAM, open ? OPEN : null);
}
