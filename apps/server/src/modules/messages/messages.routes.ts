import { envelopeOf } from '@portal/contracts/envelope';
import {
  markReadBodySchema,
  messagesQuerySchema,
  messagesValueSchema,
  unreadCountValueSchema,
  unreadValueSchema,
} from '@portal/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { MessagesService } from './messages.service.ts';

/** The member's own inbox (spec 2 `messageV2`) and its unread count (spec 7 `CSP_unreadCount`). */
export function messagesRoutes(deps: { messages: MessagesService; requireMember: RequireMember }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['messages'];
    // A trial account has an inbox too (empty unless the operator writes to it); the header
    // asks for its count like any member's.
    const preHandler = deps.requireMember({ allowTrial: true });

    app.get(
      '/wps/relay/CSP_unreadCount',
      { schema: { tags, response: { 200: envelopeOf(unreadCountValueSchema) } }, preHandler },
      async (req) => ok(await deps.messages.unread(actorOf(req).member)),
    );
    app.get(
      '/wps/messages',
      {
        schema: {
          tags,
          querystring: messagesQuerySchema,
          response: { 200: envelopeOf(messagesValueSchema) },
        },
        preHandler,
      },
      async (req) => ok(await deps.messages.list(actorOf(req).member, req.query)),
    );
    app.post(
      '/wps/messages/read',
      {
        schema: { tags, body: markReadBodySchema, response: { 200: envelopeOf(unreadValueSchema) } },
        preHandler,
      },
      async (req) => ok(await deps.messages.markRead(actorOf(req).member, req.body)),
    );
  };
}
