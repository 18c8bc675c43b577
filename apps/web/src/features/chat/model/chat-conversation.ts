import type { ChatMessage, ChatMessagesValue } from '@portal/contracts/chat';

/** Message ids are decimal strings of a growing sequence: a longer one is a later one. */
export const compareIds = (a: string, b: string): number =>
  a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** The messages of both lists once each (the later copy wins), oldest first. */
export function unionMessages(
  known: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of known) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
}

/** The conversation with new messages in it (a live event, a message just sent). */
export function withMessages(
  conversation: ChatMessagesValue,
  incoming: readonly ChatMessage[],
): ChatMessagesValue {
  return { ...conversation, messages: unionMessages(conversation.messages, incoming) };
}

/** An older page (`before` the first shown) joined on at the top. */
export function withEarlier(conversation: ChatMessagesValue, page: ChatMessagesValue): ChatMessagesValue {
  return {
    ...conversation,
    desk: page.desk,
    messages: unionMessages(page.messages, conversation.messages),
    more: page.more,
  };
}

/**
 * The newest page fetched again (a reconnection, a poll) joined to what is shown, so older
 * pages already loaded stay. When more than a page arrived since, the two cannot be joined
 * without a hole between them: the newest page alone is shown, and earlier ones load again.
 */
export function withLatest(
  conversation: ChatMessagesValue | undefined,
  latest: ChatMessagesValue,
): ChatMessagesValue {
  const known = conversation?.messages ?? [];
  const newestKnown = known.at(-1);
  const oldestLatest = latest.messages[0];
  if (!conversation || !newestKnown || !oldestLatest) return latest;
  const gap = latest.more && compareIds(oldestLatest.id, newestKnown.id) > 0;
  if (gap) return latest;
  const oldestKnown = known[0] as ChatMessage;
  return {
    desk: latest.desk,
    unread: latest.unread,
    messages: unionMessages(known, latest.messages),
    // Whether older messages exist is known for whichever list reaches further back.
    more: compareIds(oldestKnown.id, oldestLatest.id) < 0 ? conversation.more : latest.more,
  };
}
