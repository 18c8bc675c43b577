import type { ChatMessage, ChatMessagesValue } from '@portal/contracts/chat';
import { describe, expect, it } from 'vitest';
import { compareIds, unionMessages, withEarlier, withLatest, withMessages } from './chat-conversation.ts';

const msg = (id: string, text = `m${id}`): ChatMessage => ({
  id,
  sender: 'service',
  text,
  createdAt: '2026-11-21T10:00:00.000Z',
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => msg(String(from + i)));
const ids = (value: ChatMessagesValue) => value.messages.map((message) => message.id);
const conversation = (messages: ChatMessage[], more = false, unread = 0): ChatMessagesValue => ({
  desk: 'live',
  messages,
  more,
  unread,
});

describe('chat conversation', () => {
  it('orders ids as numbers, not as text', () => {
    expect(['10', '9', '100', '11'].sort(compareIds)).toEqual(['9', '10', '11', '100']);
  });

  it('keeps each message once, oldest first, the later copy winning', () => {
    const merged = unionMessages([msg('2'), msg('10')], [msg('10', 'edited'), msg('3')]);
    expect(merged.map((message) => message.id)).toEqual(['2', '3', '10']);
    expect(merged[2]?.text).toBe('edited');
  });

  it('adds a live message once, even when it arrives twice (event and answer)', () => {
    const shown = conversation(range(1, 3));
    const once = withMessages(shown, [msg('4')]);
    expect(ids(withMessages(once, [msg('4')]))).toEqual(['1', '2', '3', '4']);
  });

  it('puts an earlier page on top and takes its word on whether more exist', () => {
    const shown = conversation(range(31, 60), true, 2);
    const joined = withEarlier(shown, conversation(range(1, 30), false, 2));
    expect(ids(joined)).toEqual(range(1, 60).map((message) => message.id));
    expect(joined.more).toBe(false);
  });

  it('joins the newest page fetched again to the pages already loaded', () => {
    const shown = conversation(range(1, 60), false);
    const joined = withLatest(shown, conversation(range(36, 65), true, 1));
    expect(ids(joined)).toEqual(range(1, 65).map((message) => message.id));
    // The loaded pages reach the start.
    expect(joined.more).toBe(false);
    expect(joined.unread).toBe(1);
  });

  it('shows the newest page alone when more than a page arrived since (no hole in between)', () => {
    const shown = conversation(range(1, 30), false);
    const latest = conversation(range(40, 69), true);
    expect(withLatest(shown, latest)).toBe(latest);
    expect(withLatest(undefined, latest)).toBe(latest);
  });
});
