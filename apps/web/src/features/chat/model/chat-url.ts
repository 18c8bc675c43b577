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
  const params = new URLSearchParams(search);
  if (open) params.set(CHAT_PARAM, OPEN);
  else params.delete(CHAT_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}
