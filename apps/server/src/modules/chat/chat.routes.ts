import {
  chatMessagesQuerySchema,
  chatMessagesValueSchema,
  chatReadValueSchema,
  chatSendBodySchema,
  chatSendValueSchema,
  chatUnreadValueSchema,
} from '@portal/contracts/chat';
import { envelopeOf } from '@portal/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { ChatService } from './chat.service.ts';

/** The chat room (spec 2, 4, 7): the conversation, sending, reading, and the unread count. */
export function chatRoutes(deps: { chat: ChatService; requireMember: RequireMember }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['chat'];
    // Spec 4: a trial account is warned that chat needs a real account.
    const preHandler = deps.requireMember({ allowTrial: false });

    app.get(
      '/wps/chat/messages',
      {
        schema: {
          tags,
          querystring: chatMessagesQuerySchema,
          response: { 200: envelopeOf(chatMessagesValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.chat.messages(actorOf(req).member, req.query)),
    );
    app.post(
      '/wps/chat/messages',
      {
        schema: { tags, body: chatSendBodySchema, response: { 200: envelopeOf(chatSendValueSchema) } },
        preHandler,
      },
      async (req) => ok(await deps.chat.send(actorOf(req).member, req.body)),
    );
    app.post(
      '/wps/chat/read',
      { schema: { tags, response: { 200: envelopeOf(chatReadValueSchema) } }, preHandler },
      async (req) => ok(await deps.chat.read(actorOf(req).member)),
    );
    app.get(
      '/wps/relay/chat/unread',
      { schema: { tags, response: { 200: envelopeOf(chatUnreadValueSchema) } }, preHandler },
      async (req) => ok(await deps.chat.unread(actorOf(req).member)),
    );
  };
}
