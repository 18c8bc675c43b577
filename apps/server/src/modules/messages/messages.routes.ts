import {
  markReadBodySchema,
  messagesQuerySchema,
  messagesValueSchema,
  unreadCountValueSchema,
  unreadValueSchema,
} from '@portal/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { RequireMember } from '../../plugins/auth.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import type { MessagesService } from './messages.service.ts';

/** The member's own inbox (spec 2 `messageV2`) and its unread count (spec 7 `CSP_unreadCount`). */
export function messagesRoutes(deps: { messages: MessagesService; requireMember: RequireMember }) {
  return async (app: FastifyInstance) => {
    // A trial account has an inbox too (empty unless the operator writes to it); the header
    // asks for its count like any member's.
    const routes = memberRouter(app, {
      tags: ['messages'],
      preHandler: deps.requireMember({ allowTrial: true }),
    });

    routes.get('/wps/relay/CSP_unreadCount', { value: unreadCountValueSchema }, ({ member }) =>
      deps.messages.unread(member),
    );
    routes.get(
      '/wps/messages',
      { query: messagesQuerySchema, value: messagesValueSchema },
      ({ member, query }) => deps.messages.list(member, query),
    );
    routes.post(
      '/wps/messages/read',
      { body: markReadBodySchema, value: unreadValueSchema },
      ({ member, body }) => deps.messages.markRead(member, body),
    );
  };
}
