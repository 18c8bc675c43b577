import type { Message } from '@portal/contracts/messages';
import type { MockCall } from './api-mock.ts';

/** A message as `GET /wps/messages` lists it; unread unless `readAt` is given. */
export const message = (id: string, kind: Message['kind'], overrides: Partial<Message> = {}): Message => ({
  id,
  kind,
  title: null,
  content: null,
  params: {},
  createdAt: `2026-11-21T10:${id.padStart(2, '0')}:00Z`,
  readAt: null,
  ...overrides,
});

/**
 * A member's inbox behind the three message calls, as the server keeps it: newest first, pages
 * of `pageSize`, marking read changes what the next calls answer. Ids of other members' (unknown)
 * messages are ignored.
 */
export function fakeInbox(initial: Message[]) {
  const messages = initial.map((m) => ({ ...m }));
  const unread = () => messages.filter((m) => m.readAt === null).length;
  return {
    messages,
    routes: {
      'GET /wps/relay/CSP_unreadCount': () => unread(),
      'GET /wps/messages': ({ url }: MockCall) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
        return {
          list: messages.slice((page - 1) * pageSize, page * pageSize),
          page,
          pageSize,
          total: messages.length,
          totalPages: Math.ceil(messages.length / pageSize),
          unread: unread(),
        };
      },
      'POST /wps/messages/read': ({ init }: MockCall) => {
        const body = JSON.parse(String(init?.body)) as { ids?: string[]; all?: true };
        for (const m of messages) {
          if (m.readAt === null && (body.all || body.ids?.includes(m.id))) m.readAt = '2026-11-22T08:00:00Z';
        }
        return { unread: unread() };
      },
    },
  };
}
