import {
  chatMessagesQuerySchema,
  chatMessagesValueSchema,
  chatReadValueSchema,
  chatSendBodySchema,
  chatSendValueSchema,
  chatUnreadValueSchema,
} from '@portal/contracts/chat';
import type { FastifyInstance } from 'fastify';
import type { RequireMember } from '../../plugins/auth.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import type { ChatService } from './chat.service.ts';

/** The chat room (spec 2, 4, 7): the conversation, sending, reading, and the unread count. */
export function chatRoutes(deps: { chat: ChatService; requireMember: RequireMember }) {
  return async (app: FastifyInstance) => {
    // Spec 4: a trial account is warned that chat needs a real account.
    const routes = memberRouter(app, {
      tags: ['chat'],
      preHandler: deps.requireMember({ allowTrial: false }),
    });

    routes.get(
      '/wps/chat/messages',
      { query: chatMessagesQuerySchema, value: chatMessagesValueSchema },
      ({ member, query }) => deps.chat.messages(member, query),
    );
    routes.post(
      '/wps/chat/messages',
      { body: chatSendBodySchema, value: chatSendValueSchema },
      ({ member, body }) => deps.chat.send(member, body),
    );
    routes.post('/wps/chat/read', { value: chatReadValueSchema }, ({ member }) => deps.chat.read(member));
    routes.get('/wps/relay/chat/unread', { value: chatUnreadValueSchema }, ({ member }) =>
      deps.chat.unread(member),
    );
  };
}
